import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../safe-html.tsx';
import { isApiError } from '../../lib/api-client.ts';

/** An HTML field with a preview of what readers will see (the server sanitises it). */
export function HtmlField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Stack gap={4}>
      <Textarea
        label={props.label}
        description={t('form.htmlHelp')}
        value={props.value}
        onChange={(e) => {
          props.onChange(e.currentTarget.value);
        }}
        error={props.error}
        autosize
        minRows={4}
        maxRows={12}
        required
        data-testid={props.testId}
      />
      {props.value.trim() !== '' && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('form.preview')}
          </Text>
          <SafeHtml html={props.value} />
        </Stack>
      )}
    </Stack>
  );
}

/** The server's message of a failed save (field errors are shown under their fields). */
export function SaveError({ error }: { error: unknown }) {
  const { t } = useTranslation('staffContent');
  if (!error) {
    return null;
  }
  return (
    <Alert color="red" variant="light" role="alert" data-testid="save-error">
      {isApiError(error) && error.mensaje ? error.mensaje : t('form.saveFailed')}
    </Alert>
  );
}

export function FormActions({
  onCancel,
  saving,
  testId,
}: {
  onCancel: () => void;
  saving: boolean;
  testId: string;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Group justify="flex-end">
      <ButtonPair
        onCancel={onCancel}
        saving={saving}
        testId={testId}
        label={t('form.save')}
        cancel={t('form.cancel')}
      />
    </Group>
  );
}

function ButtonPair(props: {
  onCancel: () => void;
  saving: boolean;
  testId: string;
  label: string;
  cancel: string;
}) {
  return (
    <>
      <Button variant="default" onClick={props.onCancel}>
        {props.cancel}
      </Button>
      <Button type="submit" loading={props.saving} data-testid={props.testId}>
        {props.label}
      </Button>
    </>
  );
}
