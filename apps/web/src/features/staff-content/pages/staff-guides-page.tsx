import { ContentFileField } from '../../../components/content-file-field.tsx';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { StaffGuide, StaffGuideBody } from '@portal/contracts';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoveModal, DoneAlert, EditorModal } from '../../../components/editor-modal.tsx';
import { useEditorState } from '../../../components/editor-state.ts';
import { ExportButtons } from '../../../components/list-kit/list-export.tsx';
import { NoMatch } from '../../../components/list-kit/list-body.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import {
  fieldErrorsOf,
  useDeleteGuide,
  useSaveGuide,
  staffGuidesExportHref,
  useStaffGuides,
} from '../api/staff-content.ts';
import { dayOf, FormActions, HtmlField, SaveError } from '../components/form-bits.tsx';
import { searchRows } from '@portal/contracts';

/** /gestion/guias: orientation guides (HTML description, file and image links). */
export default function StaffGuidesPage() {
  const { t } = useTranslation('staffContent');
  const query = useStaffGuides();
  const editor = useEditorState<StaffGuide>();
  const { removing } = editor;
  const remove = useDeleteGuide();
  const [search, setSearch] = useState('');

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
        <TextInput
          label={t('filters.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
          }}
          maw={360}
          data-testid="guides-search"
        />
        <ExportButtons
          href={(formato) => staffGuidesExportHref(search, formato)}
          fileName="guias"
          testId="guides-export"
        />
      </Group>
      <QueryState query={query} emptyText={t('guides.empty')}>
        {(all) => {
          const guides = searchRows(all, search, (g) => [g.titulo]);
          if (guides.length === 0) {
            return <NoMatch text={t('guides.noMatch')} />;
          }
          return (
            <Table striped withTableBorder data-testid="staff-guides">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('guides.fields.title')}</Table.Th>
                  <Table.Th>{t('guides.columns.published')}</Table.Th>
                  <Table.Th>{t('form.file')}</Table.Th>
                  <Table.Th>{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {guides.map((guide) => (
                  <Table.Tr key={guide.idGuia}>
                    <Table.Td>{guide.titulo}</Table.Td>
                    <Table.Td>{dayOf(guide.publicada)}</Table.Td>
                    <Table.Td>
                      {guide.urlFichero ? (
                        <Anchor href={guide.urlFichero} target="_blank" rel="noopener noreferrer">
                          {t('guides.openFile')}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        title={guide.titulo}
                        onEdit={() => {
                          editor.edit(guide);
                        }}
                        onDelete={() => {
                          editor.askRemove(guide);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          );
        }}
      </QueryState>
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
