import { ContentFileField } from '../../../../components/content-file-field.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { Anchor, Badge, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { pathFor, type StaffProgramme } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentListPage } from '../../../../components/content-editor/content-list-page.tsx';
import { useContentForm } from '../../../../components/content-editor/use-content-form.ts';
import { useEditorState } from '../../../../components/content-editor/editor-state.ts';
import {
  ExportButtons,
  ListFilters,
  ListSearch,
  LoadedListTable,
  useListState,
  type ListColumn,
} from '../../../../components/list-kit/index.ts';
import { RowActions } from '../../../../components/row-actions.tsx';
import {
  staffProgrammesExportHref,
  useSaveProgramme,
  useStaffProgrammes,
} from '../../../../lib/queries/staff-content.ts';
import {
  FormActions,
  HtmlField,
  SaveError,
} from '../../../../components/content-editor/form-bits.tsx';
import { searchRows } from '@portal/contracts';

/** /gestion/programas: practice programmes with their adhesions waiting for a decision. */
export default function StaffProgrammesPage() {
  const { t, i18n } = useTranslation('staffContent');
  const query = useStaffProgrammes();
  const editor = useEditorState<StaffProgramme>();
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['texto'] as const);
  const search = list.values.texto;
  const columns: ListColumn<StaffProgramme>[] = [
    {
      key: 'titulo',
      header: t('programmes.fields.title'),
      sortValue: (p) => p.titulo,
      cell: (p) => (
        <>
          <Anchor component={Link} to={pathFor('gestion_programa', { id: String(p.idPrograma) })}>
            {p.titulo}
          </Anchor>{' '}
          <Badge variant="light" color={p.activo ? 'teal' : 'gray'}>
            {p.activo ? t('programmes.active') : t('programmes.inactive')}
          </Badge>
        </>
      ),
    },
    {
      key: 'fechas',
      header: t('programmes.columns.dates'),
      sortValue: (p) => p.fechaInicio,
      cell: (p) => (
        <>
          {formatDay(p.fechaInicio, i18n.language)} – {formatDay(p.fechaFin, i18n.language)}
        </>
      ),
    },
    {
      key: 'meses',
      header: t('programmes.fields.months'),
      sortValue: (p) => p.meses,
      cell: (p) => p.meses,
    },
    {
      key: 'financiacion',
      header: t('programmes.fields.funding'),
      sortValue: (p) => p.financiacion,
      cell: (p) => p.financiacion,
    },
    {
      key: 'adhesiones',
      header: t('programmes.columns.adhesions'),
      cellTestId: 'programme-adhesions',
      cell: (p) =>
        t('programmes.adhesionCounts', {
          pending: p.adhesiones.pendiente,
          accepted: p.adhesiones.aceptada,
          rejected: p.adhesiones.rechazada,
        }),
    },
    {
      key: 'acciones',
      header: t('columns.actions'),
      cell: (p) => (
        <RowActions
          title={p.titulo}
          onEdit={() => {
            editor.edit(p);
          }}
        />
      ),
    },
  ];
  return (
    <ContentListPage
      testPrefix="programme"
      newLabel={t('programmes.new')}
      editTitle={t('programmes.edit')}
      editor={editor}
      filters={
        <ListFilters label={tAdmin('common.filters')}>
          <ListSearch label={t('filters.search')} list={list} testId="programmes-search" />
        </ListFilters>
      }
      exportButtons={
        <ExportButtons
          href={(formato) => staffProgrammesExportHref(search, formato)}
          fileName="programas"
          testId="programmes-export"
        />
      }
      form={(programme) => (
        <ProgrammeForm
          programme={programme}
          onDone={(saved) => {
            editor.saved(t('programmes.saved', { title: saved.titulo }));
          }}
          onCancel={editor.closeEditor}
        />
      )}
    >
      <LoadedListTable
        query={query}
        rows={(all) => searchRows(all, search, (p) => [p.titulo])}
        emptyText={t('programmes.empty')}
        noMatchText={t('programmes.noMatch')}
        testId="staff-programmes"
        rowKey={(p) => p.idPrograma}
        columns={columns}
        minWidth={760}
        list={list}
      />
    </ContentListPage>
  );
}

function ProgrammeForm(props: {
  programme: StaffProgramme | null;
  onDone: (saved: StaffProgramme) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const p = props.programme;
  const { form, set, errors, text, submit, saving, generalError } = useContentForm({
    initial: {
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
    },
    id: p?.idPrograma ?? null,
    save: useSaveProgramme(),
    onDone: props.onDone,
  });
  const field = (key: 'titulo' | 'financiacion' | 'tiposEstudios', label: string) => (
    <TextInput label={label} {...text(key)} required data-testid={`programme-${key}`} />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="programme-form">
      <Stack gap="sm">
        {field('titulo', t('programmes.fields.title'))}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('programmes.fields.start')}
            {...text('fechaInicio')}
            required
            data-testid="programme-start"
          />
          <TextInput
            type="date"
            label={t('programmes.fields.end')}
            {...text('fechaFin')}
            required
            data-testid="programme-end"
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            clampBehavior="none"
            label={t('programmes.fields.months')}
            value={(form.meses as number | undefined) ?? ''}
            min={1}
            max={60}
            allowDecimal={false}
            onChange={(value) => {
              set({ meses: typeof value === 'number' ? value : undefined });
            }}
            error={errors.meses}
            required
          />
          <NumberInput
            clampBehavior="none"
            label={t('programmes.fields.dedication')}
            value={(form.dedicacion as number | undefined) ?? ''}
            min={1}
            max={100}
            suffix=" %"
            allowDecimal={false}
            onChange={(value) => {
              set({ dedicacion: typeof value === 'number' ? value : undefined });
            }}
            error={errors.dedicacion}
          />
        </Group>
        {field('financiacion', t('programmes.fields.funding'))}
        {field('tiposEstudios', t('programmes.fields.studies'))}
        <ContentFileField
          label={t('form.image')}
          uso="programa"
          value={typeof form.urlImagen === 'string' ? form.urlImagen : ''}
          onChange={(url) => {
            set({ urlImagen: url });
          }}
          error={errors.urlImagen}
          testId="programme-image"
        />
        <HtmlField
          label={t('programmes.fields.description')}
          value={form.descripcion}
          onChange={(descripcion) => {
            set({ descripcion });
          }}
          error={errors.descripcion}
          testId="programme-description"
        />
        <Checkbox
          label={t('programmes.fields.active')}
          checked={form.activo ?? true}
          onChange={(e) => {
            set({ activo: e.currentTarget.checked });
          }}
        />
        <SaveError error={generalError} />
        <FormActions onCancel={props.onCancel} saving={saving} testId="programme-save" />
      </Stack>
    </form>
  );
}
