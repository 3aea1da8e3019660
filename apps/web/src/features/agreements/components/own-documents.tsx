import {
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  Codes,
  isAllowedExtension,
  UPLOAD_MAX_BYTES,
  uploadExtensions,
  type CompanyDocument,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../components/download-button.tsx';
import { DoneAlert } from '../../../components/content-editor/editor-modal.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import {
  useAddOwnDocument,
  useDeleteOwnDocument,
  useOwnDocuments,
} from '../api/company-documents.ts';
import { fieldErrorTextOfCode } from '../../../lib/field-error-text.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatFileSize } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

type Problem = 'required' | 'tooBig' | 'notAllowed' | 'failed';

function UploadOwnDocument() {
  const { t, i18n } = useTranslation('agreements');
  const [nombre, setNombre] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverProblem, setServerProblem] = useState<Problem | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useAddOwnDocument(({ loaded, total }) => {
    setPercent(Math.round((loaded / total) * 100));
  });
  const fileProblem = (): Problem | null => {
    if (file === null) {
      return 'required';
    }
    if (!isAllowedExtension(extensionOf(file.name))) {
      return 'notAllowed';
    }
    return file.size > UPLOAD_MAX_BYTES ? 'tooBig' : null;
  };
  const nameMissing = submitted && nombre.trim() === '';
  const shownFileProblem = submitted ? (serverProblem ?? fileProblem()) : null;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerProblem(null);
    setDone(null);
    if (nombre.trim() === '' || fileProblem() !== null || file === null) {
      return;
    }
    setPercent(0);
    const body = {
      nombre: nombre.trim(),
      extension_adjunto: extensionOf(file.name),
      ficheroB64ParaAltas: await readAsBase64(file),
    };
    add.mutate(body, {
      onSuccess: (doc) => {
        setDone(doc.nombre);
        setNombre('');
        setFile(null);
        setSubmitted(false);
      },
      onError: (error) => {
        setPercent(null);
        setServerProblem(
          isApiError(error) && error.status === Codes.FILE_EXTENSION_NOT_ALLOWED
            ? 'notAllowed'
            : 'failed',
        );
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      aria-label={t('documentation.own.send')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('documentation.own.name')}
          required
          maxLength={200}
          value={nombre}
          onChange={(event) => {
            setNombre(event.currentTarget.value);
          }}
          error={nameMissing ? fieldErrorTextOfCode('required', i18n.language) : null}
          data-testid="own-doc-name"
        />
        <FileInput
          label={t('documentation.own.file')}
          placeholder={t('documentation.own.filePrompt')}
          accept={uploadExtensions.map((e) => `.${e}`).join(',')}
          required
          clearable
          clearButtonProps={{ 'aria-label': t('documentation.own.clearFile') }}
          value={file}
          onChange={(value) => {
            setFile(value);
            setServerProblem(null);
            setDone(null);
          }}
          error={
            shownFileProblem === null
              ? null
              : shownFileProblem === 'required'
                ? fieldErrorTextOfCode('required', i18n.language)
                : t(`documentation.own.${shownFileProblem}`)
          }
          data-testid="own-doc-file"
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('documentation.own.send')}
          </Button>
        </Group>
        {percent !== null && add.isPending && (
          <Stack gap={4}>
            <Text size="sm">{t('documentation.own.uploading')}</Text>
            <Progress value={percent} aria-label={t('documentation.own.progress')} size="lg" />
          </Stack>
        )}
        <Text size="sm" role="status" data-testid="own-doc-done">
          {done === null ? '' : t('documentation.own.done', { nombre: done })}
        </Text>
      </Stack>
    </form>
  );
}

/** The company's own documents (documentosAportados): upload, download and delete. */
export function OwnDocuments() {
  const { t, i18n } = useTranslation('agreements');
  const own = useOwnDocuments();
  const remove = useDeleteOwnDocument();
  const [deleting, setDeleting] = useState<CompanyDocument | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="own-docs-title">
      <Title order={2} size="h3" id="own-docs-title">
        {t('documentation.own.title')}
      </Title>
      <Text size="sm">{t('documentation.own.intro')}</Text>
      <UploadOwnDocument />
      <DoneAlert
        text={deleted === null ? null : t('documentation.own.deleted', { nombre: deleted })}
      />
      <QueryState query={own} emptyText={t('documentation.own.empty')}>
        {(docs) => (
          <ScrollTable minWidth={520}>
            <Table striped data-testid="own-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('documentation.title')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.own.date')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.own.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {docs.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {d.nombre}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {d.extension.toUpperCase()} · {formatFileSize(d.bytes, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDay(d.fecha, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <RowDownloadButton
                          href={d.enlace}
                          fileName={`${d.nombre}.${d.extension}`}
                          label={t('documentation.download')}
                          ariaLabel={t('documentation.downloadLabel', { titulo: d.nombre })}
                        />
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={t('documentation.own.deleteLabel', { nombre: d.nombre })}
                          onClick={() => {
                            setDeleted(null);
                            setDeleting(d);
                          }}
                        >
                          {t('documentation.own.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('documentation.own.confirmTitle')}
        body={t('documentation.own.confirmBody', { nombre: deleting?.nombre ?? '' })}
        confirmLabel={t('documentation.own.confirm')}
        pending={remove.isPending}
        danger
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) {
            return;
          }
          const nombre = deleting.nombre;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleted(nombre);
              setDeleting(null);
            },
            onError: () => {
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}
