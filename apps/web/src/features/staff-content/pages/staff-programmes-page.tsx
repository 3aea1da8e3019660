import { ContentFileField } from '../../../components/content-file-field.tsx';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { pathFor, type StaffProgramme, type StaffProgrammeBody } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoneAlert, EditorModal } from '../../../components/editor-modal.tsx';
import { useEditorState } from '../../../components/editor-state.ts';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { NoMatch } from '../../../components/list-kit/list-body.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import {
  fieldErrorsOf,
  staffProgrammesExportHref,
  useSaveProgramme,
  useStaffProgrammes,
} from '../api/staff-content.ts';
import { dayOf, FormActions, HtmlField, SaveError } from '../components/form-bits.tsx';
import { searchRows } from '@portal/contracts';

/** /gestion/programas: practice programmes with their adhesions waiting for a decision. */
export default function StaffProgrammesPage() {
  const { t } = useTranslation('staffContent');
  const query = useStaffProgrammes();
  const editor = useEditorState<StaffProgramme>();
  const [search, setSearch] = useState('');
  return (
    <PageFrame>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('filters.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
          }}
          w={320}
          data-testid="programmes-search"
        />
        <Group align="flex-end">
          <ExportButtons
            href={(formato) => staffProgrammesExportHref(search, formato)}
            fileName="programas"
            testId="programmes-export"
          />
          <Button onClick={editor.startNew} data-testid="programme-new">
            {t('programmes.new')}
          </Button>
        </Group>
      </Group>
      <DoneAlert text={editor.done} testId="programme-done" />
      <QueryState query={query} emptyText={t('programmes.empty')}>
        {(all) => {
          const list = searchRows(all, search, (p) => [p.titulo]);
          if (list.length === 0) {
            return <NoMatch text={t('programmes.noMatch')} />;
          }
          return (
            <Table.ScrollContainer minWidth={760}>
              <Table striped withTableBorder data-testid="staff-programmes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('programmes.fields.title')}</Table.Th>
                    <Table.Th>{t('programmes.columns.dates')}</Table.Th>
                    <Table.Th>{t('programmes.fields.months')}</Table.Th>
                    <Table.Th>{t('programmes.fields.funding')}</Table.Th>
                    <Table.Th>{t('programmes.columns.adhesions')}</Table.Th>
                    <Table.Th>{t('columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((p) => (
                    <Table.Tr key={p.idPrograma}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={pathFor('gestion_programa', { id: String(p.idPrograma) })}
                        >
                          {p.titulo}
                        </Anchor>{' '}
                        <Badge variant="light" color={p.activo ? 'teal' : 'gray'}>
                          {p.activo ? t('programmes.active') : t('programmes.inactive')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {dayOf(p.fechaInicio)} – {dayOf(p.fechaFin)}
                      </Table.Td>
                      <Table.Td>{p.meses}</Table.Td>
                      <Table.Td>{p.financiacion}</Table.Td>
                      <Table.Td data-testid="programme-adhesions">
                        {t('programmes.adhesionCounts', {
                          pending: p.adhesiones.pendiente,
                          accepted: p.adhesiones.aceptada,
                          rejected: p.adhesiones.rechazada,
                        })}
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          title={p.titulo}
                          onEdit={() => {
                            editor.edit(p);
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          );
        }}
      </QueryState>
      <EditorModal
        editing={editor.editing}
        onClose={editor.closeEditor}
        newTitle={t('programmes.new')}
        editTitle={t('programmes.edit')}
      >
        {(programme) => (
          <ProgrammeForm
            programme={programme}
            onDone={(saved) => {
              editor.saved(t('programmes.saved', { title: saved.titulo }));
            }}
            onCancel={editor.closeEditor}
          />
        )}
      </EditorModal>
    </PageFrame>
  );
}

function ProgrammeForm(props: {
  programme: StaffProgramme | null;
  onDone: (saved: StaffProgramme) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const p = props.programme;
  const [form, setForm] = useState<StaffProgrammeBody>({
    titulo: p?.titulo ?? '',
    descripcion: p?.descripcion ?? '',
    financiacion: p?.financiacion ?? '',
    tiposEstudios: p?.tiposEstudios ?? '',
    fechaInicio: p?.fechaInicio ?? '',
    fechaFin: p?.fechaFin ?? '',
    meses: p?.meses ?? 6,
    dedicacion: p?.dedicacion ?? 80,
    urlImagen: p?.urlImagen ?? '',
    activo: p?.activo ?? true,
  });
  const save = useSaveProgramme();
  const errors = fieldErrorsOf(save.error);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate({ id: p?.idPrograma ?? null, body: form }, { onSuccess: props.onDone });
  };
  const text = (
    key: 'titulo' | 'financiacion' | 'tiposEstudios',
    label: string,
    required = true,
  ) => (
    <TextInput
      label={label}
      value={form[key]}
      onChange={(e) => {
        setForm({ ...form, [key]: e.currentTarget.value });
      }}
      error={errors[key]}
      required={required}
      data-testid={`programme-${key}`}
    />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="programme-form">
      <Stack gap="sm">
        {text('titulo', t('programmes.fields.title'))}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('programmes.fields.start')}
            value={form.fechaInicio}
            onChange={(e) => {
              setForm({ ...form, fechaInicio: e.currentTarget.value });
            }}
            error={errors.fechaInicio}
            required
            data-testid="programme-start"
          />
          <TextInput
            type="date"
            label={t('programmes.fields.end')}
            value={form.fechaFin}
            onChange={(e) => {
              setForm({ ...form, fechaFin: e.currentTarget.value });
            }}
            error={errors.fechaFin}
            required
            data-testid="programme-end"
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('programmes.fields.months')}
            value={(form.meses as number | undefined) ?? ''}
            min={1}
            max={60}
            allowDecimal={false}
            onChange={(value) => {
              setForm({ ...form, meses: typeof value === 'number' ? value : undefined });
            }}
            error={errors.meses}
            required
          />
          <NumberInput
            label={t('programmes.fields.dedication')}
            value={(form.dedicacion as number | undefined) ?? ''}
            min={1}
            max={100}
            suffix=" %"
            allowDecimal={false}
            onChange={(value) => {
              setForm({ ...form, dedicacion: typeof value === 'number' ? value : undefined });
            }}
            error={errors.dedicacion}
          />
        </Group>
        {text('financiacion', t('programmes.fields.funding'))}
        {text('tiposEstudios', t('programmes.fields.studies'))}
        <ContentFileField
          label={t('form.image')}
          uso="programa"
          value={typeof form.urlImagen === 'string' ? form.urlImagen : ''}
          onChange={(url) => {
            setForm({ ...form, urlImagen: url });
          }}
          error={errors.urlImagen}
          testId="programme-image"
        />
        <HtmlField
          label={t('programmes.fields.description')}
          value={form.descripcion}
          onChange={(descripcion) => {
            setForm({ ...form, descripcion });
          }}
          error={errors.descripcion}
          testId="programme-description"
        />
        <Checkbox
          label={t('programmes.fields.active')}
          checked={form.activo ?? true}
          onChange={(e) => {
            setForm({ ...form, activo: e.currentTarget.checked });
          }}
        />
        <SaveError error={Object.keys(errors).length === 0 ? save.error : null} />
        <FormActions onCancel={props.onCancel} saving={save.isPending} testId="programme-save" />
      </Stack>
    </form>
  );
}
