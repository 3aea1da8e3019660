import { FileInput, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  Codes,
  documentationAudiences,
  isAllowedExtension,
  staffDocumentationSections,
  UPLOAD_MAX_BYTES,
  uploadExtensions,
  validationMessages,
  type DocumentationAudience,
  type DocumentationModality,
  type StaffDocumentationFile,
  type StaffDocumentationSection,
} from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { extensionOf, readAsBase64 } from '../../../../lib/files.ts';
import { useStaffProgrammes } from '../../../../lib/queries/staff-programmes.ts';
import { fieldErrorTextOfCode } from '../../../../lib/field-error-text.ts';
import { useSaveDocumentation } from '../api/staff-agreements.ts';
import { UploadFormFooter } from './upload-form-footer.tsx';

/** The largest order a documentation file takes (the contract's limit). */
const ORDER_MAX = 9999;

/** What the documentation dialog does: publish a new file or edit (and replace) one. */
export type DocumentationEditing = { kind: 'add' } | { kind: 'edit'; file: StaffDocumentationFile };

/** The form of one documentation file: where it shows, its title and the file itself. */
export function DocumentationForm({
  editing,
  onSaved,
}: {
  editing: DocumentationEditing;
  onSaved: (titulo: string) => void;
}) {
  const { t, i18n } = useTranslation('staffAgreements');
  const current = editing.kind === 'edit' ? editing.file : null;
  const programmes = useStaffProgrammes();
  const [seccion, setSeccion] = useState<StaffDocumentationSection>(current?.seccion ?? 'anexos');
  const [colectivo, setColectivo] = useState<DocumentationAudience>(current?.colectivo ?? 'todos');
  const [modalidad, setModalidad] = useState<string>(current?.modalidad ?? 'none');
  const [idPrograma, setIdPrograma] = useState<string | null>(
    current?.idPrograma ? String(current.idPrograma) : null,
  );
  const [titulo, setTitulo] = useState(current?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(current?.descripcion ?? '');
  const [orden, setOrden] = useState<number | null>(current?.orden ?? 0);
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
  // The order is kept as typed: a value past the limits is said, not changed behind the reader.
  const orderError = (): string | null =>
    orden !== null && (!Number.isInteger(orden) || orden < 0 || orden > ORDER_MAX)
      ? fieldErrorTextOfCode(validationMessages.outOfRange.codigo, i18n.language)
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
    if (titleError() !== null || orderError() !== null || fileError() !== null) {
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
      orden: orden ?? 0,
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
          max={ORDER_MAX}
          clampBehavior="none"
          allowDecimal={false}
          value={orden ?? ''}
          onChange={(v) => {
            setOrden(typeof v === 'number' ? v : null);
          }}
          error={submitted ? orderError() : null}
          w={140}
          data-testid="doc-order"
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
        <UploadFormFooter
          percent={percent}
          pending={save.isPending}
          failure={failure}
          submitLabel={t('documentation.form.save')}
          submitTestId="doc-save"
        />
      </Stack>
    </form>
  );
}
