import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  Codes,
  documentationAudiences,
  isAllowedExtension,
  staffContentCalls,
  staffDocumentationSections,
  UPLOAD_MAX_BYTES,
  uploadExtensions,
  type DocumentationAudience,
  type DocumentationModality,
  type StaffDocumentationFile,
  type StaffDocumentationSection,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  useCallErrorText,
} from '../../../components/staff-admin-kit.tsx';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { downloadFile } from '../../../lib/download.ts';
import { extensionOf, readAsBase64 } from '../../../lib/files.ts';
import { showCallError } from '../../../lib/query-client.ts';
import {
  useRemoveDocumentation,
  useSaveDocumentation,
  useStaffCompanyDocuments,
  useStaffDocumentation,
} from '../api/staff-agreements.ts';

const useProgrammes = () =>
  useQuery({
    queryKey: ['staff-documentation-programmes'],
    queryFn: ({ signal }) => callApi(staffContentCalls.programmes, { signal }),
    staleTime: 60_000,
  });

type Editing = { kind: 'add' } | { kind: 'edit'; file: StaffDocumentationFile };

function DocumentForm({
  editing,
  onSaved,
}: {
  editing: Editing;
  onSaved: (titulo: string) => void;
}) {
  const { t } = useTranslation('staffAgreements');
  const current = editing.kind === 'edit' ? editing.file : null;
  const programmes = useProgrammes();
  const [seccion, setSeccion] = useState<StaffDocumentationSection>(current?.seccion ?? 'anexos');
  const [colectivo, setColectivo] = useState<DocumentationAudience>(current?.colectivo ?? 'todos');
  const [modalidad, setModalidad] = useState<string>(current?.modalidad ?? 'none');
  const [idPrograma, setIdPrograma] = useState<string | null>(
    current?.idPrograma ? String(current.idPrograma) : null,
  );
  const [titulo, setTitulo] = useState(current?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(current?.descripcion ?? '');
  const [orden, setOrden] = useState<number>(current?.orden ?? 0);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [fileServerError, setFileServerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const save = useSaveDocumentation(({ loaded, total }) => {
    setPercent(Math.round((loaded / total) * 100));
  });
  const titleError = (): string | null =>
    titulo.trim() === ''
      ? t('common.required')
      : titulo.trim().length < 3
        ? t('invoices.form.malformed')
        : null;
  const fileError = (): string | null => {
    if (file === null) {
      return current === null ? t('common.required') : null;
    }
    if (!isAllowedExtension(extensionOf(file.name))) {
      return t('common.notAllowed');
    }
    return file.size > UPLOAD_MAX_BYTES ? t('documentation.form.tooBig') : null;
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFileServerError(null);
    setFailure(null);
    if (titleError() !== null || fileError() !== null) {
      return;
    }
    const modality: DocumentationModality | null =
      modalidad === 'curricular' || modalidad === 'extracurricular' ? modalidad : null;
    const fields = {
      seccion,
      colectivo,
      modalidad: modality,
      idPrograma: idPrograma === null ? null : Number(idPrograma),
      titulo: titulo.trim(),
      descripcion: descripcion.trim(),
      orden,
    };
    const upload =
      file === null
        ? null
        : {
            ficheroB64ParaAltas: await readAsBase64(file),
            extension_adjunto: extensionOf(file.name),
            nombre: file.name,
          };
    setPercent(0);
    const handlers = {
      onSuccess: (saved: StaffDocumentationFile) => {
        setPercent(null);
        onSaved(saved.titulo);
      },
      onError: (error: unknown) => {
        setPercent(null);
        if (isApiError(error) && error.status === Codes.FILE_EXTENSION_NOT_ALLOWED) {
          setFileServerError(t('common.notAllowed'));
        } else {
          setFailure(isApiError(error) && error.mensaje ? error.mensaje : t('common.failed'));
        }
      },
    };
    if (current === null) {
      if (upload === null) {
        return;
      }
      save.mutate({ kind: 'add', body: { ...fields, ...upload } }, handlers);
    } else {
      save.mutate(
        { kind: 'edit', body: { id: current.id, ...fields, ...(upload ?? {}) } },
        handlers,
      );
    }
  };

  const shownFileError = submitted ? (fileServerError ?? fileError()) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      data-testid="documentation-form"
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('documentation.section')}
            data={staffDocumentationSections.map((s) => ({
              value: s,
              label: t(`documentation.sections.${s}`),
            }))}
            value={seccion}
            allowDeselect={false}
            onChange={(v) => {
              setSeccion(staffDocumentationSections.find((s) => s === v) ?? 'anexos');
            }}
            data-testid="doc-section"
          />
          <Select
            label={t('documentation.audience')}
            data={documentationAudiences.map((a) => ({
              value: a,
              label: t(`documentation.audiences.${a}`),
            }))}
            value={colectivo}
            allowDeselect={false}
            onChange={(v) => {
              setColectivo(documentationAudiences.find((a) => a === v) ?? 'todos');
            }}
            data-testid="doc-audience"
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t('documentation.modality')}
            data={(['none', 'curricular', 'extracurricular'] as const).map((m) => ({
              value: m,
              label: t(`documentation.modalities.${m}`),
            }))}
            value={modalidad}
            allowDeselect={false}
            onChange={(v) => {
              setModalidad(v ?? 'none');
            }}
          />
          <Select
            label={t('documentation.programme')}
            placeholder={t('documentation.noProgramme')}
            clearable
            clearButtonProps={{ 'aria-label': t('documentation.noProgramme') }}
            data={(programmes.data ?? []).map((p) => ({
              value: String(p.idPrograma),
              label: p.titulo,
            }))}
            value={idPrograma}
            onChange={setIdPrograma}
          />
        </Group>
        <TextInput
          label={t('documentation.title')}
          required
          maxLength={200}
          value={titulo}
          onChange={(event) => {
            setTitulo(event.currentTarget.value);
          }}
          error={submitted ? titleError() : null}
          data-testid="doc-title"
        />
        <Textarea
          label={t('documentation.form.description')}
          autosize
          minRows={2}
          maxLength={1000}
          value={descripcion}
          onChange={(event) => {
            setDescripcion(event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('documentation.order')}
          min={0}
          max={9999}
          value={orden}
          onChange={(v) => {
            setOrden(typeof v === 'number' ? v : 0);
          }}
          w={140}
        />
        <FileInput
          label={current === null ? t('documentation.form.file') : t('documentation.form.replace')}
          placeholder={t('documentation.form.prompt')}
          accept={uploadExtensions.map((e) => `.${e}`).join(',')}
          required={current === null}
          clearable
          clearButtonProps={{ 'aria-label': t('documentation.form.clear') }}
          value={file}
          onChange={(value) => {
            setFile(value);
            setFileServerError(null);
          }}
          error={shownFileError}
          data-testid="doc-file"
        />
        {percent !== null && save.isPending && (
          <Progress value={percent} aria-label={t('common.progress')} size="lg" />
        )}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="doc-save">
            {t('documentation.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CompanyDocuments() {
  const { t, i18n } = useTranslation('staffAgreements');
  const docs = useStaffCompanyDocuments();
  return (
    <Section title={t('documentation.companyDocs.title')} testId="company-documents">
      <QueryState query={docs} emptyText={t('documentation.companyDocs.empty')}>
        {(list) => (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('documentation.companyDocs.name')}</Table.Th>
                  <Table.Th scope="col">{t('common.company')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.companyDocs.date')}</Table.Th>
                  <Table.Th scope="col">{t('common.download')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.nombre}</Table.Td>
                    <Table.Td>{d.empresa}</Table.Td>
                    <Table.Td>{formatDay(d.fecha, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`${t('common.download')}: ${d.nombre}`}
                        onClick={() => {
                          downloadFile(d.enlace, `${d.nombre}.${d.extension}`).catch(showCallError);
                        }}
                      >
                        {d.extension.toUpperCase()}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Section>
  );
}

/**
 * /gestion/documentacion: the documentation sections companies see (annexes, training notes,
 * other documents) per audience, modality and programme: publish, replace, edit and withdraw
 * files; below, the documents companies provided.
 */
export default function StaffDocumentationPage() {
  const { t, i18n } = useTranslation('staffAgreements');
  const errorText = useCallErrorText();
  const [seccion, setSeccion] = useState<string | null>(null);
  const [colectivo, setColectivo] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<StaffDocumentationFile | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useRemoveDocumentation();
  const files = useStaffDocumentation({
    seccion: staffDocumentationSections.find((s) => s === seccion),
    colectivo: documentationAudiences.find((a) => a === colectivo),
    texto: texto.trim() || undefined,
  });

  return (
    <PageFrame size="xl">
      <Text>{t('documentation.intro')}</Text>
      <DoneNotice
        text={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('documentation.section')}
          placeholder={t('documentation.allSections')}
          data={staffDocumentationSections.map((s) => ({
            value: s,
            label: t(`documentation.sections.${s}`),
          }))}
          value={seccion}
          onChange={setSeccion}
          clearable
          clearButtonProps={{ 'aria-label': t('documentation.allSections') }}
          data-testid="filter-section"
        />
        <Select
          label={t('documentation.audience')}
          placeholder={t('documentation.allAudiences')}
          data={documentationAudiences.map((a) => ({
            value: a,
            label: t(`documentation.audiences.${a}`),
          }))}
          value={colectivo}
          onChange={setColectivo}
          clearable
          clearButtonProps={{ 'aria-label': t('documentation.allAudiences') }}
        />
        <TextInput
          label={t('documentation.searchLabel')}
          type="search"
          value={texto}
          onChange={(event) => {
            setTexto(event.currentTarget.value);
          }}
        />
        <Button
          onClick={() => {
            setDone(null);
            setEditing({ kind: 'add' });
          }}
          data-testid="publish-document"
        >
          {t('documentation.publish')}
        </Button>
      </Group>
      <QueryState query={files} emptyText={t('documentation.empty')}>
        {(list) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('documentation.count', { count: list.length })}
            </Text>
            <Table.ScrollContainer minWidth={900}>
              <Table striped data-testid="staff-documentation">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('documentation.title')}</Table.Th>
                    <Table.Th scope="col">{t('documentation.section')}</Table.Th>
                    <Table.Th scope="col">{t('documentation.audience')}</Table.Th>
                    <Table.Th scope="col">{t('documentation.programme')}</Table.Th>
                    <Table.Th scope="col">{t('documentation.updated')}</Table.Th>
                    <Table.Th scope="col">{t('documentation.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((f) => (
                    <Table.Tr key={f.id} data-testid={`staff-doc-${String(f.id)}`}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {f.titulo}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {f.nombreFichero}
                        </Text>
                        {f.modalidad !== null && (
                          <Badge size="sm" variant="light" autoContrast mt={4}>
                            {t(`documentation.modalities.${f.modalidad}`)}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{t(`documentation.sections.${f.seccion}`)}</Table.Td>
                      <Table.Td>{t(`documentation.audiences.${f.colectivo}`)}</Table.Td>
                      <Table.Td>{f.programa ?? '—'}</Table.Td>
                      <Table.Td>{formatDay(f.actualizado, i18n.language)}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={`${t('common.download')}: ${f.titulo}`}
                            onClick={() => {
                              downloadFile(f.enlace, f.nombreFichero).catch(showCallError);
                            }}
                          >
                            {t('common.download')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t('documentation.editLabel', { titulo: f.titulo })}
                            onClick={() => {
                              setDone(null);
                              setEditing({ kind: 'edit', file: f });
                            }}
                          >
                            {t('documentation.edit')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            color="red.9"
                            aria-label={t('documentation.removeLabel', { titulo: f.titulo })}
                            onClick={() => {
                              setDone(null);
                              remove.reset();
                              setRemoving(f);
                            }}
                          >
                            {t('documentation.remove')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </QueryState>
      <CompanyDocuments />
      <Modal
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={
          editing?.kind === 'edit'
            ? t('documentation.form.editTitle')
            : t('documentation.form.addTitle')
        }
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== null && (
          <DocumentForm
            editing={editing}
            onSaved={(titulo) => {
              setEditing(null);
              setDone(t('documentation.saved', { titulo }));
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('documentation.remove')}
        body={t('documentation.confirmRemove', { titulo: removing?.titulo ?? '' })}
        confirmLabel={t('documentation.remove')}
        onClose={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing === null) {
            return;
          }
          const titulo = removing.titulo;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              setDone(t('documentation.removed', { titulo }));
            },
          });
        }}
        pending={remove.isPending}
        error={errorText(remove.error)}
        danger
        testId="documentation-remove"
      />
    </PageFrame>
  );
}
