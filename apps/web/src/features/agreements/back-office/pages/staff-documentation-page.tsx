import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  documentationAudiences,
  staffDocumentationSections,
  type StaffDocumentationFile,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExportButtons,
  ListBody,
  ListFilters,
  ListTotal,
  useListState,
} from '../../../../components/list-kit/index.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import {
  ConfirmDialog,
  DoneNotice,
  useCallErrorText,
  useNotice,
} from '../../../../components/staff-admin-kit.tsx';
import { oneOf } from '../../../../lib/use-url-filters.ts';
import {
  documentationExportHref,
  useRemoveDocumentation,
  useStaffDocumentation,
} from '../api/staff-agreements.ts';
import { CompanyDocuments } from '../components/company-documents.tsx';
import { DocumentationForm, type DocumentationEditing } from '../components/documentation-form.tsx';
import { DocumentationTable } from '../components/documentation-table.tsx';

/**
 * /gestion/documentacion: the documentation sections companies see (annexes, training notes,
 * other documents) per audience, modality and programme: publish, replace, edit and withdraw
 * files (the list's filters in the URL); below, the documents companies provided.
 */
export default function StaffDocumentationPage() {
  const { t } = useTranslation('staffAgreements');
  const errorText = useCallErrorText();
  const { t: tAdmin } = useTranslation('staffAdmin');
  const list = useListState(['seccion', 'colectivo', 'texto'] as const);
  const seccion = oneOf(staffDocumentationSections, list.values.seccion);
  const colectivo = oneOf(documentationAudiences, list.values.colectivo);
  const texto = list.values.texto;
  const [editing, setEditing] = useState<DocumentationEditing | null>(null);
  const [removing, setRemoving] = useState<StaffDocumentationFile | null>(null);
  const [done, setDone] = useNotice();
  const remove = useRemoveDocumentation();
  const filters = { seccion, colectivo, texto: texto.trim() || undefined };
  const files = useStaffDocumentation(filters);

  return (
    <PageFrame size="xl">
      <Text>{t('documentation.intro')}</Text>
      <DoneNotice
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <ListFilters label={tAdmin('common.filters')} gap="md">
        <Select
          label={t('documentation.section')}
          placeholder={t('documentation.allSections')}
          data={staffDocumentationSections.map((s) => ({
            value: s,
            label: t(`documentation.sections.${s}`),
          }))}
          value={seccion ?? null}
          onChange={(value) => {
            list.setFilters({ seccion: value ?? '' });
          }}
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
          value={colectivo ?? null}
          onChange={(value) => {
            list.setFilters({ colectivo: value ?? '' });
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('documentation.allAudiences') }}
        />
        <TextInput
          label={t('documentation.searchLabel')}
          type="search"
          value={texto}
          onChange={(event) => {
            list.setFilters({ texto: event.currentTarget.value }, { replace: true });
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
        <ExportButtons
          href={(formato) => documentationExportHref(filters, formato)}
          fileName="documentacion"
          testId="documentation-export"
        />
      </ListFilters>
      <ListBody query={files} rows={(all) => all} emptyText={t('documentation.empty')}>
        {(rows) => (
          <Stack gap="sm">
            <ListTotal text={t('documentation.count', { count: rows.length })} />
            <DocumentationTable
              list={rows}
              sort={list.sort}
              onSort={list.toggleSort}
              page={list.page}
              onPage={list.setPage}
              onEdit={(f) => {
                setDone(null);
                setEditing({ kind: 'edit', file: f });
              }}
              onRemove={(f) => {
                setDone(null);
                remove.reset();
                setRemoving(f);
              }}
            />
          </Stack>
        )}
      </ListBody>
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
          <DocumentationForm
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
