import { Alert, Button, Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import { Codes, type RecordImport } from '@portal/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';
import { DoneNotice } from '../../../../components/staff-admin-kit.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import {
  isWorking,
  useConfirmImport,
  useDiscardImport,
  useHistoryAfter,
  usePreviewImport,
  useRunningImport,
} from '../api/academic-record.ts';
import { recordFileAccept } from '../lib/record-import.ts';
import { ImportCounts } from './import-counts.tsx';
import { ImportPreview } from './import-preview.tsx';
import { ImportProgress, type ImportPhase } from './import-progress.tsx';

/**
 * Upload → preview → confirm. The file goes up as it is (progress of the bytes), the server reads
 * it (progress of its rows, polled) and answers with what would change; nothing changes until the
 * administrator confirms (progress again), or discards it here; a preview left waiting opens here
 * again from the history (`reviewed`). Refusals (121, 122, 123, 124) show
 * in the app's error banner with the server's message.
 */
export function ImportPanel({ reviewed = null }: { reviewed?: RecordImport | null }) {
  const { t } = useTranslation('staffRecord');
  const [file, setFile] = useState<File | null>(null);
  const [completa, setCompleta] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [preview, setPreview] = useState<RecordImport | null>(null);
  const [applied, setApplied] = useState<RecordImport | null>(null);
  // A preview opened again from the history shows here, as one just made, and takes the focus
  // from the history's button.
  const [shownReview, setShownReview] = useState<RecordImport | null>(null);
  if (reviewed !== shownReview) {
    setShownReview(reviewed);
    if (reviewed !== null) {
      setPreview(reviewed);
      setApplied(null);
    }
  }
  const upload = usePreviewImport(({ loaded, total }) => {
    setUploadPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);
  });
  const confirm = useConfirmImport();
  const discard = useDiscardImport();
  // Discarding is quick and changes nothing: the file field stays usable (and focusable) meanwhile.
  const out = upload.isPending || confirm.isPending;
  const running = useRunningImport(out);
  const other = !out && isWorking(running.data) ? (running.data ?? null) : null;
  useHistoryAfter(other?.id ?? null);
  const phase: ImportPhase | null = upload.isPending
    ? uploadPercent < 100
      ? 'uploading'
      : 'analysing'
    : confirm.isPending
      ? 'applying'
      : null;

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSubmitted(true);
    if (file === null) {
      document.getElementById('record-file')?.focus();
      return;
    }
    setPreview(null);
    setApplied(null);
    setUploadPercent(0);
    upload.mutate({ file, completa }, { onSuccess: setPreview });
  };

  const apply = (run: RecordImport, omitirRechazadas: boolean) => {
    confirm.mutate(
      { id: run.id, omitirRechazadas },
      {
        onSuccess: (done) => {
          setPreview(null);
          setApplied(done);
          setFile(null);
          setCompleta(false);
          setSubmitted(false);
        },
        onError: (error) => {
          // Applied, discarded or replaced meanwhile: this preview can no longer be confirmed.
          if (isApiError(error) && error.status === Codes.RECORD_IMPORT_NOT_PENDING) {
            setPreview(null);
          }
        },
      },
    );
  };

  const drop = (run: RecordImport) => {
    // Gone either way (or already applied or replaced): the file field is where work goes on.
    const done = () => {
      setPreview(null);
      document.getElementById('record-file')?.focus();
    };
    discard.mutate(run.id, {
      onSuccess: done,
      onError: (error) => {
        if (isApiError(error) && error.status === Codes.RECORD_IMPORT_NOT_PENDING) {
          done();
        }
      },
    });
  };

  return (
    <Section title={t('upload.title')} testId="record-import">
      <Stack gap="md">
        {other !== null && (
          <Alert variant="light" color="yellow" data-testid="import-busy">
            <Stack gap="xs">
              <Text size="sm">
                {t('upload.busy', { file: other.nombreFichero, author: other.autor })}
              </Text>
              <ImportProgress
                phase={other.estado === 'aplicando' ? 'applying' : 'analysing'}
                uploadPercent={0}
                running={other}
              />
            </Stack>
          </Alert>
        )}
        <form noValidate onSubmit={submit} aria-label={t('upload.title')}>
          <Stack gap="sm">
            <FileInput
              id="record-file"
              label={t('upload.file')}
              description={t('upload.fileHint')}
              placeholder={t('upload.filePlaceholder')}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              accept={recordFileAccept}
              value={file}
              clearable
              clearButtonProps={{ 'aria-label': t('upload.clear') }}
              required
              error={submitted && file === null ? t('upload.required') : null}
              onChange={(value) => {
                setFile(value);
              }}
              disabled={out}
              maw={520}
              data-testid="record-file"
            />
            <Checkbox
              label={t('upload.full')}
              description={t('upload.fullHint')}
              checked={completa}
              onChange={(event) => {
                setCompleta(event.currentTarget.checked);
              }}
              disabled={out}
              data-testid="record-full"
            />
            <Group gap="sm">
              <Button
                type="submit"
                loading={upload.isPending}
                disabled={other !== null || confirm.isPending}
                data-testid="record-preview"
              >
                {t('upload.preview')}
              </Button>
            </Group>
          </Stack>
        </form>
        {phase !== null && (
          <ImportProgress phase={phase} uploadPercent={uploadPercent} running={running.data} />
        )}
        {preview !== null && preview.estado === 'fallida' && (
          <Alert variant="light" color="red" role="alert" title={t('preview.failed')}>
            {preview.error ?? ''}
          </Alert>
        )}
        {preview !== null && preview.estado !== 'fallida' && (
          <ImportPreview
            key={preview.id}
            run={preview}
            claimFocus={preview === shownReview}
            confirming={confirm.isPending}
            onConfirm={(omitirRechazadas) => {
              apply(preview, omitirRechazadas);
            }}
            discarding={discard.isPending}
            onDiscard={() => {
              drop(preview);
            }}
          />
        )}
        {applied !== null && (
          <Stack gap="sm">
            <DoneNotice
              notice={{
                text: t('applied.notice', { file: applied.nombreFichero }),
                seq: applied.id,
              }}
              onClose={() => {
                setApplied(null);
              }}
              testId="import-applied"
            />
            {applied.resumen !== null && (
              <ImportCounts counts={applied.resumen} testId="applied-counts" />
            )}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
