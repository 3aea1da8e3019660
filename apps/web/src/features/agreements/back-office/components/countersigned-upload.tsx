import { Button, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Codes, PDF_ONLY_MAX_BYTES, type StaffAgreementDetail } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { extensionOf, readAsBase64 } from '../../../../lib/files.ts';
import { useUploadCountersigned } from '../api/staff-agreements.ts';

/** Attaches the agreement countersigned by the university (a PDF), with upload progress. */
export function CountersignedUpload({ detail }: { detail: StaffAgreementDetail }) {
  const { t } = useTranslation('staffAgreements');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadCountersigned(detail.idConvenio, ({ loaded, total }) => {
    setPercent(Math.round((loaded / total) * 100));
  });
  const localError = (): string | null => {
    if (file === null) {
      return t('common.required');
    }
    if (extensionOf(file.name) !== 'pdf') {
      return t('common.pdfOnly');
    }
    return file.size > PDF_ONLY_MAX_BYTES ? t('common.tooBig') : null;
  };
  const error = submitted ? (serverError ?? localError()) : null;
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    setDone(false);
    if (localError() !== null || file === null) {
      return;
    }
    setPercent(0);
    const body = {
      idConvenio: detail.idConvenio,
      ficheroB64: await readAsBase64(file),
      extension_adjunto: extensionOf(file.name),
    };
    upload.mutate(body, {
      onSuccess: () => {
        setDone(true);
        setFile(null);
        setSubmitted(false);
        setPercent(null);
      },
      onError: (e) => {
        setPercent(null);
        setServerError(
          isApiError(e) && e.status === Codes.FILE_EXTENSION_NOT_ALLOWED
            ? t('common.notAllowed')
            : isApiError(e) && e.mensaje
              ? e.mensaje
              : t('common.failed'),
        );
      },
    });
  };
  return (
    <form
      noValidate
      aria-labelledby="countersigned-title"
      onSubmit={(event) => {
        void onSubmit(event);
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="countersigned-title">
          {t('agreement.upload.title')}
        </Title>
        <Text size="sm">{t('agreement.upload.intro')}</Text>
        <FileInput
          label={t('agreement.upload.file')}
          placeholder={t('agreement.upload.prompt')}
          accept="application/pdf,.pdf"
          required
          clearable
          clearButtonProps={{ 'aria-label': t('agreement.upload.clear') }}
          value={file}
          onChange={(value) => {
            setFile(value);
            setServerError(null);
            setDone(false);
          }}
          error={error}
          maw={420}
          data-testid="countersigned-file"
        />
        <Group>
          <Button type="submit" loading={upload.isPending} data-testid="countersigned-send">
            {t('agreement.upload.send')}
          </Button>
        </Group>
        {percent !== null && upload.isPending && (
          <Stack gap={4}>
            <Text size="sm">{t('common.uploading')}</Text>
            <Progress value={percent} aria-label={t('common.progress')} size="lg" />
          </Stack>
        )}
        <Text size="sm" role="status" data-testid="countersigned-done">
          {done ? t('agreement.upload.done') : ''}
        </Text>
      </Stack>
    </form>
  );
}
