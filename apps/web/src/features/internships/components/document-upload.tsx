import { Button, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { uploadExtensions } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { focusFirstInvalid } from '../../../lib/field-error-text.ts';
import { showCallError } from '../../../lib/query-client.ts';
import {
  useUploadInternshipDocument,
  type InternshipUploadTarget,
} from '../api/upload-internship-document.ts';
import { checkFile, problemOfCode, type UploadProblem } from '../lib/upload-checks.ts';

const accept = uploadExtensions.map((e) => `.${e}`).join(',');

function serverProblem(error: unknown): UploadProblem | 'required' | null {
  if (!isApiError(error) || typeof error.datos !== 'object' || error.datos === null) {
    return null;
  }
  const errores = (error.datos as { errores?: { codigo?: string }[] }).errores;
  return problemOfCode(errores?.[0]?.codigo);
}

interface DocumentUploadProps {
  target: InternshipUploadTarget;
  /** The requested document's name (requested) or null (a free attachment asks for a name). */
  documentName: string | null;
}

/**
 * Uploads a file for an internship under the upload rules: extension and 5000 KB checked
 * here before sending (the server checks them again, and the content); a progress bar follows the
 * upload. Errors appear after the first submit.
 */
export function DocumentUpload({ target, documentName }: DocumentUploadProps) {
  const { t } = useTranslation('applications');
  const coarse = useMediaQuery('(pointer: coarse)');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [refused, setRefused] = useState<UploadProblem | 'required' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadInternshipDocument(({ loaded, total }) => {
    setPercent(Math.min(100, Math.round((loaded / total) * 100)));
  });

  const fileProblem: UploadProblem | 'required' | null = !submitted
    ? null
    : file === null
      ? 'required'
      : (checkFile(file) ?? refused);
  const nameProblem = submitted && documentName === null && name.trim() === '';
  const label = documentName ?? name;
  const fileLabel =
    documentName === null
      ? t('internships.uploadFile')
      : t('internships.uploadFileFor', { name: documentName });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        setSubmitted(true);
        setRefused(null);
        setDone(null);
        if (
          file === null ||
          checkFile(file) !== null ||
          (documentName === null && name.trim() === '')
        ) {
          focusFirstInvalid(formElement);
          return;
        }
        setPercent(0);
        upload.mutate(
          { target, file, nombre: documentName === null ? name.trim() : file.name },
          {
            onSuccess: () => {
              setPercent(100);
              setDone(label);
              setFile(null);
              setName('');
              setSubmitted(false);
            },
            onError: (error) => {
              setPercent(null);
              const problem = serverProblem(error);
              if (problem === null) {
                showCallError(error);
              } else {
                setRefused(problem);
                focusFirstInvalid(formElement);
              }
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        {documentName === null && (
          <TextInput
            label={t('internships.uploadName')}
            value={name}
            maxLength={200}
            required
            onChange={(event) => {
              setName(event.currentTarget.value);
            }}
            error={nameProblem ? t('internships.required') : null}
          />
        )}
        <FileInput
          label={fileLabel}
          placeholder={coarse ? t('internships.uploadPromptMobile') : t('internships.uploadPrompt')}
          description={t('internships.uploadHint', { extensions: uploadExtensions.join(', ') })}
          accept={accept}
          value={file}
          clearable
          clearButtonProps={{ 'aria-label': t('internships.clearFile') }}
          required
          onChange={(value) => {
            setFile(value);
            setRefused(null);
            setDone(null);
          }}
          error={fileProblem === null ? null : t(`internships.${fileProblem}`)}
          data-testid="upload-file"
        />
        <Group gap="sm" align="center">
          <Button
            type="submit"
            loading={upload.isPending}
            aria-label={
              documentName === null ? undefined : t('internships.sendLabel', { name: documentName })
            }
          >
            {t('internships.send')}
          </Button>
        </Group>
        {percent !== null && (
          <Stack gap={4}>
            {upload.isPending && (
              <Text size="sm">{t('internships.uploading', { name: label })}</Text>
            )}
            <Progress
              value={percent}
              aria-label={t('internships.progress')}
              size="lg"
              transitionDuration={150}
              data-testid="upload-progress"
            />
          </Stack>
        )}
        <Text size="sm" role="status" data-testid="upload-done">
          {done === null ? '' : t('internships.uploaded', { name: done })}
        </Text>
      </Stack>
    </form>
  );
}
