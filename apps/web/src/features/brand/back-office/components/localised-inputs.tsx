import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A text in Spanish and English. */
export type Localised = { es: string; en: string };

/** The server's messages for the two languages of the text at `path` (`footer.textos.0`). */
export function localisedErrors(errors: Record<string, string>, path: string): Partial<Localised> {
  return { es: errors[`${path}.es`], en: errors[`${path}.en`] };
}

/** One text in both languages, side by side. */
export function LocalisedInputs(props: {
  label: string;
  value: Localised;
  onChange: (value: Localised) => void;
  testId?: string;
  /** The server's message for each language's field, if it refused it. */
  errors?: Partial<Localised>;
}) {
  const { t } = useTranslation('staffBrand');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={`${props.label} (${t('lang.es')})`}
        value={props.value.es}
        onChange={(e) => {
          props.onChange({ ...props.value, es: e.currentTarget.value });
        }}
        error={props.errors?.es}
        data-testid={props.testId ? `${props.testId}-es` : undefined}
      />
      <TextInput
        label={`${props.label} (${t('lang.en')})`}
        value={props.value.en}
        onChange={(e) => {
          props.onChange({ ...props.value, en: e.currentTarget.value });
        }}
        error={props.errors?.en}
        data-testid={props.testId ? `${props.testId}-en` : undefined}
      />
    </Group>
  );
}
