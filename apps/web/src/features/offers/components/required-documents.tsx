import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { statusMessage, type RequiredDocument } from '@portal/contracts';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { documentTypeText } from '../../../lib/reference-lists.ts';
import { useAddCandidateDocument } from '../../../lib/queries/candidate-applications.ts';
import { FILE_TYPE_NOT_ALLOWED, acceptedExtensions, uploadProblem } from '../lib/read-file.ts';

function DocumentUpload({
  document,
  onUploaded,
}: {
  document: RequiredDocument;
  onUploaded: () => void;
}) {
  const { t, i18n } = useTranslation('offers');
  // Named by its type in the page's language (the answer's own texts for a type not known here).
  const { nombre, detalle } = documentTypeText(
    document.idTipoDocumento,
    { nombre: document.nombre, detalle: document.descripcion },
    i18n.language,
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useAddCandidateDocument();

  const send = async () => {
    if (file === null) {
      setError(t('documents.choose'));
      return;
    }
    const problem = uploadProblem(file);
    if (problem !== null) {
      setError(problem === 'type' ? FILE_TYPE_NOT_ALLOWED : t('documents.tooBig'));
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({
        ficheroB64ParaAltas: await readAsBase64(file),
        extension_adjunto: extensionOf(file.name),
        nombre: file.name,
        idTipoDocumento: document.idTipoDocumento,
      });
      setDone(true);
      onUploaded();
    } catch (cause) {
      setError(
        isApiError(cause) && cause.mensaje
          ? cause.mensaje
          : isApiError(cause)
            ? statusMessage(cause.status, currentLanguage()).cuerpo
            : t('documents.failed'),
      );
    }
  };

  return (
    <List.Item>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {nombre}
        </Text>
        <Text size="sm" c="dimmed">
          {detalle}
        </Text>
        {done ? (
          <Group gap={6}>
            <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            <Text size="sm" className="portal-success-text" role="status">
              {t('documents.uploaded')}
            </Text>
          </Group>
        ) : (
          <Group align="flex-end" gap="xs">
            <FileInput
              label={t('documents.file', { name: nombre })}
              placeholder={t('documents.placeholder')}
              accept={acceptedExtensions}
              value={file}
              onChange={(value) => {
                setFile(value);
                setError(null);
              }}
              error={error}
              clearable
              clearButtonProps={{ 'aria-label': t('documents.clear', { name: nombre }) }}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={upload.isPending}
              onClick={() => {
                void send();
              }}
            >
              {t('documents.upload')}
            </Button>
          </Group>
        )}
      </Stack>
    </List.Item>
  );
}

interface RequiredDocumentsProps {
  documents: RequiredDocument[];
  onRetry: () => void;
  retrying: boolean;
}

/** Code 11: the documents the offer needs, uploaded here (addDoc), then apply again. */
export function RequiredDocuments({ documents, onRetry, retrying }: RequiredDocumentsProps) {
  const { t } = useTranslation('offers');
  const [uploaded, setUploaded] = useState(0);
  const text = statusMessage(11, currentLanguage());
  return (
    <Alert color="orange" variant="light" title={text.titulo} data-testid="required-documents">
      <Stack gap="sm">
        <Text size="sm">{text.cuerpo}</Text>
        <List spacing="sm" listStyleType="none" withPadding={false}>
          {documents.map((document) => (
            <DocumentUpload
              key={document.idTipoDocumento}
              document={document}
              onUploaded={() => {
                setUploaded((n) => n + 1);
              }}
            />
          ))}
        </List>
        <Group>
          <Button onClick={onRetry} loading={retrying} disabled={uploaded < documents.length}>
            {t('apply.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
