import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A confirmation that asks for a text (a block message, a rejection reason), required unless
 * `optional` (then an empty text confirms too). `danger` (default) colours the confirm button red.
 * `maxLength` is the call's limit on the text.
 */
export function ReasonDialog({
  opened,
  title,
  body,
  label,
  hint,
  confirm,
  pending,
  testId,
  onClose,
  onConfirm,
  optional = false,
  danger = true,
  maxLength = optional ? 500 : 1000,
}: {
  opened: boolean;
  title: string;
  body: string;
  label: string;
  hint: string;
  confirm: string;
  pending: boolean;
  testId: string;
  onClose: () => void;
  onConfirm: (text: string) => void;
  optional?: boolean;
  danger?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation('backOffice');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!optional && text.trim() === '') {
      setError(t('common.required', { field: label }));
      document.getElementById(`${testId}-text`)?.focus();
      return;
    }
    onConfirm(text.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text>{body}</Text>
          <Textarea
            id={`${testId}-text`}
            label={label}
            description={hint}
            required={!optional}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxLength}
            data-autofocus
            value={text}
            error={error}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            data-testid={`${testId}-text`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={danger ? 'red.9' : undefined}
              loading={pending}
              data-testid={`${testId}-confirm`}
            >
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
