import { Alert, Button, Group, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of an upload form: progress while it is sent, the failure if any, and the send button. */
export function UploadFormFooter({
  percent,
  pending,
  failure,
  submitLabel,
  submitTestId,
}: {
  percent: number | null;
  pending: boolean;
  failure: string | null;
  submitLabel: string;
  submitTestId: string;
}) {
  const { t } = useTranslation('staffAgreements');
  return (
    <>
      {percent !== null && pending && (
        <Progress value={percent} aria-label={t('common.progress')} size="lg" />
      )}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
