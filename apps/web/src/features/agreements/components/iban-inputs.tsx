import { Group, Input, TextInput } from '@mantine/core';
import { IBAN_BOX_LENGTHS, normalizeIban, splitIbanIntoBoxes } from '@portal/contracts';
import { useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type IbanParts = [string, string, string, string, string];

interface IbanInputsProps {
  /** The id of the form the boxes belong to. */
  form: string;
  value: IbanParts;
  onChange: (value: IbanParts) => void;
  /** Boxes in error (empty), and the message of the IBAN as a whole (required or invalid). */
  boxErrors: readonly boolean[];
  error: string | null;
}

/**
 * The IBAN in five boxes of 4, 4, 4, 2 and 10 characters. Pasting a whole IBAN into the
 * first box spreads it over the five; a full box moves the focus to the next one.
 */
export function IbanInputs({ form, value, onChange, boxErrors, error }: IbanInputsProps) {
  const { t } = useTranslation('agreements');
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const setPart = (index: number, text: string) => {
    const max = IBAN_BOX_LENGTHS[index] ?? 10;
    const clean = normalizeIban(text).slice(0, max);
    const next: IbanParts = [...value];
    next[index] = clean;
    onChange(next);
    if (clean.length === max && index < 4) {
      refs.current[index + 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = normalizeIban(event.clipboardData.getData('text'));
    if (text.length > IBAN_BOX_LENGTHS[0]) {
      event.preventDefault();
      onChange([...splitIbanIntoBoxes(text)]);
      refs.current[4]?.focus();
    }
  };

  return (
    <Input.Wrapper
      label={t('form.iban')}
      description={t('form.ibanHint')}
      error={error}
      required
      labelElement="div"
      labelProps={{ id: 'iban-label' }}
      errorProps={{ id: 'iban-error' }}
    >
      <Group gap="xs" wrap="wrap" role="group" aria-labelledby="iban-label" mt={4}>
        {IBAN_BOX_LENGTHS.map((length, index) => (
          <TextInput
            key={index}
            form={form}
            ref={(element) => {
              refs.current[index] = element;
            }}
            aria-label={t('form.ibanPart', { n: index + 1, length })}
            value={value[index]}
            maxLength={index === 0 ? 34 : length}
            w={`${String(length + 3)}ch`}
            miw="7ch"
            ff="monospace"
            autoComplete="off"
            spellCheck={false}
            error={boxErrors[index] === true || error !== null}
            aria-describedby={error === null ? undefined : 'iban-error'}
            onPaste={index === 0 ? onPaste : undefined}
            onChange={(event) => {
              const text = event.currentTarget.value;
              if (index === 0 && normalizeIban(text).length > length) {
                onChange([...splitIbanIntoBoxes(text)]);
                return;
              }
              setPart(index, text);
            }}
            data-testid={`iban-${String(index)}`}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}
