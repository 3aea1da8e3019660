import { Button, FileInput, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import {
  agreementUploadableStatuses,
  Codes,
  PDF_ONLY_MAX_BYTES,
  type Agreement,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { extensionOf } from '../../../lib/files.ts';
import { useUploadSignedAgreement } from '../api/agreement-files.ts';
import { useAgreements } from '../api/get-agreements.ts';
import { AgreementsList } from '../components/agreements-list.tsx';
import { fieldErrorTextOfCode } from '../../../lib/field-error-text.ts';

type FileProblem = 'required' | 'onlyPdf' | 'tooBig' | 'refused' | 'notAllowed' | 'failed';

function UploadForm({ agreements }: { agreements: Agreement[] }) {
  const { t, i18n } = useTranslation('agreements');
  const pending = agreements.filter((a) => agreementUploadableStatuses.includes(a.estado));
  const [idConvenio, setIdConvenio] = useState<string | null>(
    pending.length === 1 ? String(pending[0]?.idConvenio) : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState<Agreement | null>(null);
  const upload = useUploadSignedAgreement(({ loaded, total }) => {
    setPercent(Math.round((loaded / total) * 100));
  });

  if (pending.length === 0) {
    return <Text>{t('upload.none')}</Text>;
  }
  const localProblem = (): FileProblem | null => {
    if (file === null) {
      return 'required';
    }
    if (extensionOf(file.name) !== 'pdf') {
      return 'onlyPdf';
    }
    return file.size > PDF_ONLY_MAX_BYTES ? 'tooBig' : null;
  };
  const fileProblem = submitted ? (problem ?? localProblem()) : null;
  const agreementMissing = submitted && idConvenio === null;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    setDone(null);
    if (idConvenio === null || localProblem() !== null || file === null) {
      return;
    }
    setPercent(0);
    upload.mutate(
      { idConvenio: Number(idConvenio), file },
      {
        onSuccess: (agreement) => {
          setDone(agreement);
          setFile(null);
          setSubmitted(false);
        },
        onError: (error) => {
          setPercent(null);
          setProblem(
            isApiError(error) && error.status === Codes.FILE_EXTENSION_NOT_ALLOWED
              ? 'refused'
              : isApiError(error) && error.status === Codes.STATE_CHANGE_NOT_ALLOWED
                ? 'notAllowed'
                : 'failed',
          );
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="upload-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="upload-title">
          {t('upload.title')}
        </Title>
        <Text size="sm">{t('upload.intro')}</Text>
        <Select
          label={t('upload.agreement')}
          placeholder={t('upload.agreementPlaceholder')}
          required
          data={pending.map((a) => ({
            value: String(a.idConvenio),
            label: t('upload.agreementOption', {
              id: a.idConvenio,
              fecha: formatDay(a.fecha, i18n.language),
              estado: t(`status.${a.estado}`),
            }),
          }))}
          value={idConvenio}
          onChange={setIdConvenio}
          error={agreementMissing ? fieldErrorTextOfCode('required', i18n.language) : null}
          data-testid="upload-agreement"
        />
        <FileInput
          label={t('upload.file')}
          placeholder={t('upload.filePrompt')}
          accept="application/pdf,.pdf"
          required
          clearable
          clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
          value={file}
          onChange={(value) => {
            setFile(value);
            setProblem(null);
            setDone(null);
          }}
          error={
            fileProblem === null
              ? null
              : fileProblem === 'required'
                ? fieldErrorTextOfCode('required', i18n.language)
                : t(`upload.${fileProblem}`)
          }
          data-testid="upload-file"
        />
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t('upload.send')}
          </Button>
        </Group>
        {percent !== null && (
          <Stack gap={4}>
            {upload.isPending && <Text size="sm">{t('upload.uploading')}</Text>}
            <Progress
              value={percent}
              aria-label={t('upload.progress')}
              size="lg"
              data-testid="upload-progress"
            />
          </Stack>
        )}
        <Text size="sm" role="status" data-testid="upload-done">
          {done === null
            ? ''
            : t('upload.done', { id: done.idConvenio, estado: t(`status.${done.estado}`) })}
        </Text>
      </Stack>
    </form>
  );
}

/** /subir-convenio-firmado: upload the signed agreement, and the company's agreements. */
export default function UploadSignedAgreementPage() {
  const { t } = useTranslation('agreements');
  const agreements = useAgreements();
  return (
    <PageFrame>
      <RecordState query={agreements}>
        {(list) => (
          <Stack gap="xl">
            <UploadForm agreements={list} />
            <Stack gap="sm" component="section" aria-labelledby="agreements-title">
              <Title order={2} size="h3" id="agreements-title">
                {t('list.title')}
              </Title>
              <AgreementsList agreements={list} />
            </Stack>
          </Stack>
        )}
      </RecordState>
    </PageFrame>
  );
}
