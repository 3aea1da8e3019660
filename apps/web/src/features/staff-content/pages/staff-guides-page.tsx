import { fieldErrorsOf } from '../../../lib/field-error-text.ts';
import { ContentFileField } from '../../../components/content-file-field.tsx';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { StaffGuide, StaffGuideBody } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmRemoveModal,
  DoneAlert,
  EditorModal,
} from '../../../components/content-editor/editor-modal.tsx';
import { useEditorState } from '../../../components/content-editor/editor-state.ts';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  ListTable,
  useListState,
  type ListColumn,
} from '../../../components/list-kit/index.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import {
  useDeleteGuide,
  useSaveGuide,
  staffGuidesExportHref,
  useStaffGuides,
} from '../api/staff-content.ts';
import { dayOf, FormActions, HtmlField, SaveError } from '../components/form-bits.tsx';
import { searchRows } from '@portal/contracts';

/**
 * /gestion/guias: orientation guides (HTML description, file and image links), searched (the
 * search in the URL) and exportable as searched.
 */
export default function StaffGuidesPage() {
  const { t } = useTranslation('staffContent');
  const query = useStaffGuides();
  const editor = useEditorState<StaffGuide>();
  const { removing } = editor;
  const remove = useDeleteGuide();
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['texto'] as const);
  const search = list.values.texto;
  const columns: ListColumn<StaffGuide>[] = [
    { key: 'titulo', header: t('guides.fields.title'), cell: (guide) => guide.titulo },
    {
      key: 'publicada',
      header: t('guides.columns.published'),
      cell: (guide) => dayOf(guide.publicada),
    },
    {
      key: 'fichero',
      header: t('form.file'),
      cell: (guide) =>
        guide.urlFichero ? (
          <Anchor href={guide.urlFichero} target="_blank" rel="noopener noreferrer">
            {t('guides.openFile')}
          </Anchor>
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
    <PageFrame>
      <Group justify="space-between">
        <Text>{t('guides.intro')}</Text>
        <Button onClick={editor.startNew} data-testid="guide-new">
          {t('guides.new')}
        </Button>
      </Group>
      <DoneAlert text={editor.done} testId="guide-done" />
      <Group justify="space-between" align="flex-end">
        <ListFilters label={tAdmin('common.filters')}>
          <TextInput
            label={t('filters.search')}
            type="search"
            value={search}
            onChange={(e) => {
              list.setFilters({ texto: e.currentTarget.value }, { replace: true });
            }}
            maw={360}
            data-testid="guides-search"
          />
        </ListFilters>
        <ExportButtons
          href={(formato) => staffGuidesExportHref(search, formato)}
          fileName="guias"
          testId="guides-export"
        />
      </Group>
      <ListBody
        query={query}
        isEmpty={(all) => all.length === 0}
        rows={(all) => searchRows(all, search, (g) => [g.titulo])}
        filtered
        emptyText={t('guides.empty')}
        noMatchText={t('guides.noMatch')}
      >
        {(rows) => (
          <ListTable
            testId="staff-guides"
            rows={rows}
            rowKey={(guide) => guide.idGuia}
            columns={columns}
          />
        )}
      </ListBody>
      <EditorModal
        editing={editor.editing}
        onClose={editor.closeEditor}
        newTitle={t('guides.new')}
        editTitle={t('guides.edit')}
      >
        {(guide) => (
          <GuideForm
            guide={guide}
            onDone={(saved) => {
              editor.saved(t('guides.saved', { title: saved.titulo }));
            }}
            onCancel={editor.closeEditor}
          />
        )}
      </EditorModal>
      <ConfirmRemoveModal
        opened={removing !== null}
        onClose={editor.closeRemove}
        title={t('guides.deleteTitle')}
        text={t('guides.deleteConfirm', { title: removing?.titulo ?? '' })}
        pending={remove.isPending}
        testId="guide-delete-confirm"
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing.idGuia, {
              onSuccess: () => {
                editor.removed(t('guides.deleted', { title: removing.titulo }));
              },
            });
          }
        }}
      >
        <SaveError error={remove.error} />
      </ConfirmRemoveModal>
    </PageFrame>
  );
}

function GuideForm(props: {
  guide: StaffGuide | null;
  onDone: (guide: StaffGuide) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const [form, setForm] = useState<StaffGuideBody>({
    titulo: props.guide?.titulo ?? '',
    descripcion: props.guide?.descripcion ?? '',
    urlFichero: props.guide?.urlFichero ?? '',
    urlImagen: props.guide?.urlImagen ?? '',
  });
  const save = useSaveGuide();
  const errors = fieldErrorsOf(save.error);
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate({ id: props.guide?.idGuia ?? null, body: form }, { onSuccess: props.onDone });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="guide-form">
      <Stack gap="sm">
        <TextInput
          label={t('guides.fields.title')}
          value={form.titulo}
          onChange={(e) => {
            setForm({ ...form, titulo: e.currentTarget.value });
          }}
          error={errors.titulo}
          required
          data-testid="guide-title"
        />
        <HtmlField
          label={t('guides.fields.description')}
          value={form.descripcion}
          onChange={(descripcion) => {
            setForm({ ...form, descripcion });
          }}
          error={errors.descripcion}
          testId="guide-description"
        />
        <ContentFileField
          label={t('form.file')}
          uso="guia-fichero"
          value={typeof form.urlFichero === 'string' ? form.urlFichero : ''}
          onChange={(url) => {
            setForm({ ...form, urlFichero: url });
          }}
          error={errors.urlFichero}
          testId="guide-file"
        />
        <ContentFileField
          label={t('form.image')}
          uso="guia-imagen"
          value={typeof form.urlImagen === 'string' ? form.urlImagen : ''}
          onChange={(url) => {
            setForm({ ...form, urlImagen: url });
          }}
          error={errors.urlImagen}
          testId="guide-image"
        />
        <SaveError error={Object.keys(errors).length === 0 ? save.error : null} />
        <FormActions onCancel={props.onCancel} saving={save.isPending} testId="guide-save" />
      </Stack>
    </form>
  );
}
