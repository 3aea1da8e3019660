import { Button, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import {
  contentImageExtensions,
  guideFileExtensions,
  isImageUse,
  type ContentFileUse,
} from '@portal/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client.ts';
import { useContentImage } from '../lib/content-file-url.ts';
import { uploadContentFile } from '../lib/content-files.ts';

interface ContentFileFieldProps {
  label: string;
  uso: ContentFileUse;
  /** The address stored in the record (uploaded here, or typed: older records keep theirs). */
  value: string;
  onChange: (url: string) => void;
  /** The server's message for the address when saving the form failed. */
  error?: string | undefined;
  testId: string;
}

const accept = (uso: ContentFileUse) =>
  (isImageUse(uso) ? contentImageExtensions : guideFileExtensions).map((e) => `.${e}`).join(',');

/**
 * An image or file of a content form: upload it (progress bar; the server checks its type by the
 * bytes and its size) or keep a typed address. Images show a preview.
 */
export function ContentFileField(props: ContentFileFieldProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const image = isImageUse(props.uso);
  const preview = useContentImage(image && props.value !== '' ? props.value : null);

  const upload = (file: File | null) => {
    if (file === null) {
      return;
    }
    setUploadError(null);
    setUploaded(null);
    setProgress(0);
    uploadContentFile(props.uso, file, ({ loaded, total }) => {
      setProgress(total > 0 ? Math.round((loaded / total) * 100) : 0);
    })
      .then((stored) => {
        props.onChange(stored.url);
        setUploaded(stored.nombre);
      })
      .catch((error: unknown) => {
        setUploadError(
          isApiError(error) && error.mensaje ? error.mensaje : t('contentFile.failed'),
        );
      })
      .finally(() => {
        setProgress(null);
      });
  };

  return (
    <Stack gap={4} data-testid={props.testId}>
      <TextInput
        label={props.label}
        description={t(image ? 'contentFile.imageHint' : 'contentFile.fileHint')}
        value={props.value}
        onChange={(e) => {
          setUploaded(null);
          props.onChange(e.currentTarget.value);
        }}
        error={uploadError ?? props.error}
        data-testid={`${props.testId}-url`}
      />
      <Group gap="xs">
        <FileButton onChange={upload} accept={accept(props.uso)}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} aria-hidden="true" />}
              loading={progress !== null}
              aria-describedby={hintId}
              data-testid={`${props.testId}-upload`}
            >
              {t(image ? 'contentFile.uploadImage' : 'contentFile.uploadFile')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" id={hintId}>
          {t(image ? 'contentFile.imageLimits' : 'contentFile.fileLimits')}
        </Text>
      </Group>
      {progress !== null && (
        <Progress
          value={progress}
          aria-label={t('contentFile.progress')}
          data-testid={`${props.testId}-progress`}
        />
      )}
      {uploaded !== null && (
        <Text size="sm" role="status" data-testid={`${props.testId}-done`}>
          {t('contentFile.uploaded', { name: uploaded })}
        </Text>
      )}
      {image && preview !== null && (
        <Image src={preview} alt={t('contentFile.preview')} h={96} w="auto" fit="contain" />
      )}
    </Stack>
  );
}
