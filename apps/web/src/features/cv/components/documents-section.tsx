import { Anchor, Button, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import {
  cvCalls,
  tiposDocumentoCandidato,
  UPLOAD_MAX_BYTES,
  type Cv,
  type CvDocument,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCandidateDocument } from '../../../lib/queries/candidate-applications.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { downloadCvDocument } from '../api/cv-files.ts';
import { useCvEdit } from '../api/edit-cv.ts';
import { saveProblemOf } from '../lib/server-errors.ts';
import { DeleteButton } from './confirm-delete.tsx';
import { CvSection } from './cv-section.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { documentTypeText, referenceOptions } from '../../../lib/reference-lists.ts';
import { formatDigitsDay } from '../../../lib/dates.ts';

/** A list of documents with download and delete (delDoc). */
export function DocumentList({
  documents,
  emptyText,
}: {
  documents: CvDocument[];
  emptyText: string;
}) {
  const { i18n } = useTranslation('cv');
  const remove = useCvEdit(cvCalls.deleteDocument);
  if (documents.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <PlainList gap={4}>
      {documents.map((d) => (
        <li key={d.id} data-testid="cv-document">
          <Group className="cv-entry-row" justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Anchor
                component="button"
                type="button"
                onClick={() => {
                  void downloadCvDocument(d.id, d.nombre);
                }}
              >
                {d.nombre}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                · {documentTypeText(d.idTipoDocumento, { nombre: d.tipo }, i18n.language).nombre} ·{' '}
                {formatDigitsDay(d.fecha, i18n.language)}
              </Text>
            </Text>
            <DeleteButton
              label={d.nombre}
              loading={remove.isPending}
              onConfirm={() => {
                remove.mutate({ id: d.id });
              }}
            />
          </Group>
        </li>
      ))}
    </PlainList>
  );
}

/** Documents of the CV (addDoc of candidate documents, delDoc): public, private, for processes. */
export function DocumentsSection({ cv }: { cv: Cv }) {
  const { t, i18n } = useTranslation('cv');
  const [tipo, setTipo] = useState<string | null>('1');
  const [message, setMessage] = useState<string | null>(null);
  const upload = useAddCandidateDocument();
  const send = async (file: File | null) => {
    if (file === null || tipo === null) {
      return;
    }
    setMessage(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setMessage(t('errors.fileTooLarge'));
      return;
    }
    const ficheroB64ParaAltas = await readAsBase64(file);
    upload.mutate(
      {
        nombre: file.name,
        extension_adjunto: extensionOf(file.name),
        ficheroB64ParaAltas,
        idTipoDocumento: Number(tipo),
      },
      {
        onError: (error) => {
          const problem = saveProblemOf(error, t('errors.saveFailed'));
          setMessage(
            problem.fields.ficheroB64ParaAltas ??
              problem.fields.extension_adjunto ??
              problem.general,
          );
        },
      },
    );
  };
  const nonPortfolio = cv.documentos.filter((d) => d.idTipoDocumento !== 7);
  return (
    <CvSection seccion="documentos" title={t('sections.documentos')}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('documents.public')}
        </Text>
        <DocumentList documents={nonPortfolio} emptyText={t('documents.none')} />
        <Text fw={600} size="sm">
          {t('documents.private')}
        </Text>
        <DocumentList
          documents={[...cv.documentosProcesos, ...cv.documentosPrivados]}
          emptyText={t('documents.none')}
        />
        <Group align="flex-end" gap="xs">
          <Select
            label={t('fields.tipoDocumento')}
            data={referenceOptions(tiposDocumentoCandidato, i18n.language)}
            value={tipo}
            onChange={setTipo}
            allowDeselect={false}
            w={320}
          />
          <FileButton
            onChange={(file) => {
              void send(file);
            }}
          >
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                {t('documents.add')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('documents.hint')}
        </Text>
        {message !== null && (
          <Text
            size="sm"
            c="var(--mantine-color-error)"
            role="alert"
            data-testid="cv-document-error"
          >
            {message}
          </Text>
        )}
      </Stack>
    </CvSection>
  );
}
