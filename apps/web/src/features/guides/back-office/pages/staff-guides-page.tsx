import { ContentFileField } from '../../../../components/content-file-field.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { Stack, TextInput } from '@mantine/core';
import type { StaffGuide, StaffGuideBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
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
  useDeleteGuide,
  useSaveGuide,
  staffGuidesExportHref,
  useStaffGuides,
} from '../../../../lib/queries/staff-content.ts';
import {
  FormActions,
  HtmlField,
  SaveError,
} from '../../../../components/content-editor/form-bits.tsx';
import { searchRows } from '@portal/contracts';
import { NewTabLink } from '../../../../components/new-tab-link.tsx';

/**
 * /gestion/guias: orientation guides (HTML description, file and image links), searched (the
 * search in the URL) and exportable as searched.
 */
export default function StaffGuidesPage() {
  const { t, i18n } = useTranslation('staffContent');
  const query = useStaffGuides();
  const editor = useEditorState<StaffGuide>();
  const remove = useDeleteGuide();
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['texto'] as const);
  const search = list.values.texto;
  const columns: ListColumn<StaffGuide>[] = [
    {
      key: 'titulo',
      header: t('guides.fields.title'),
      sortValue: (guide) => guide.titulo,
      cell: (guide) => guide.titulo,
    },
    {
      key: 'publicada',
      header: t('guides.columns.published'),
      sortValue: (guide) => guide.publicada,
      cell: (guide) => formatDay(guide.publicada, i18n.language),
    },
    {
      key: 'fichero',
      header: t('form.file'),
      cell: (guide) =>
        guide.urlFichero ? (
          <NewTabLink href={guide.urlFichero}>{t('guides.openFile')}</NewTabLink>
        ) : (
          '—'
        ),
    },
    {
      key: 'acciones',
      header: t('columns.actions'),
      cell: (guide) => (
        <RowActions
          title={guide.titulo}
          onEdit={() => {
            editor.edit(guide);
          }}
          onDelete={() => {
            editor.askRemove(guide);
          }}
        />
      ),
    },
  ];

  return (
    <ContentListPage
      testPrefix="guide"
      intro={t('guides.intro')}
      newLabel={t('guides.new')}
      editTitle={t('guides.edit')}
      editor={editor}
      filters={
        <ListFilters label={tAdmin('common.filters')}>
          <ListSearch label={t('filters.search')} list={list} testId="guides-search" w={360} />
        </ListFilters>
      }
      exportButtons={
        <ExportButtons
          href={(formato) => staffGuidesExportHref(search, formato)}
          fileName="guias"
          testId="guides-export"
        />
      }
      form={(guide) => (
        <GuideForm
          guide={guide}
          onDone={(saved) => {
            editor.saved(t('guides.saved', { title: saved.titulo }));
          }}
          onCancel={editor.closeEditor}
        />
      )}
      remove={{
        title: t('guides.deleteTitle'),
        text: (guide) => t('guides.deleteConfirm', { title: guide.titulo }),
        pending: remove.isPending,
        error: <SaveError error={remove.error} />,
        confirm: (guide) => {
          remove.mutate(guide.idGuia, {
            onSuccess: () => {
              editor.removed(t('guides.deleted', { title: guide.titulo }));
            },
          });
        },
      }}
    >
      <LoadedListTable
        query={query}
        rows={(all) => searchRows(all, search, (g) => [g.titulo])}
        emptyText={t('guides.empty')}
        noMatchText={t('guides.noMatch')}
        testId="staff-guides"
        rowKey={(guide) => guide.idGuia}
        columns={columns}
        list={list}
      />
    </ContentListPage>
  );
}

function GuideForm(props: {
  guide: StaffGuide | null;
  onDone: (guide: StaffGuide) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const { form, set, errors, text, submit, saving, generalError } = useContentForm({
    initial: {
      titulo: props.guide?.titulo ?? '',
      descripcion: props.guide?.descripcion ?? '',
      urlFichero: props.guide?.urlFichero ?? '',
      urlImagen: props.guide?.urlImagen ?? '',
    } satisfies StaffGuideBody,
    id: props.guide?.idGuia ?? null,
    save: useSaveGuide(),
    onDone: props.onDone,
  });
  return (
    <form onSubmit={submit} noValidate data-testid="guide-form">
      <Stack gap="sm">
        <TextInput
          label={t('guides.fields.title')}
          {...text('titulo')}
          required
          data-testid="guide-title"
        />
        <HtmlField
          label={t('guides.fields.description')}
          value={form.descripcion}
          onChange={(descripcion) => {
            set({ descripcion });
          }}
          error={errors.descripcion}
          testId="guide-description"
        />
        <ContentFileField
          label={t('form.file')}
          uso="guia-fichero"
          value={typeof form.urlFichero === 'string' ? form.urlFichero : ''}
          onChange={(url) => {
            set({ urlFichero: url });
          }}
          error={errors.urlFichero}
          testId="guide-file"
        />
        <ContentFileField
          label={t('form.image')}
          uso="guia-imagen"
          value={typeof form.urlImagen === 'string' ? form.urlImagen : ''}
          onChange={(url) => {
            set({ urlImagen: url });
          }}
          error={errors.urlImagen}
          testId="guide-image"
        />
        <SaveError error={generalError} />
        <FormActions onCancel={props.onCancel} saving={saving} testId="guide-save" />
      </Stack>
    </form>
  );
}
