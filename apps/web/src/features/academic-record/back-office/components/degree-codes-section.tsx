import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { ConfirmDialog, DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import {
  useDegreeCodes,
  useDegrees,
  useDeleteDegreeCode,
  type RecordDegreeCode,
} from '../api/academic-record.ts';
import { nameInList } from '../../../../lib/reference-lists.ts';
import { DegreeCodeForm, emptyDraft, type DegreeCodeDraft } from './degree-code-form.tsx';

/**
 * The university's degree codes and the portal degree each maps to. A row of the record whose
 * code is not here is refused (codigoSinCorrespondencia).
 */
export function DegreeCodesSection() {
  const { t, i18n } = useTranslation('staffRecord');
  const codes = useDegreeCodes();
  const degrees = useDegrees();
  // The server names the degree in Spanish; the portal's list has both languages.
  const degreeOf = (row: RecordDegreeCode) =>
    nameInList(degrees.data, row.idTitulacion, row.titulacion, i18n.language);
  const remove = useDeleteDegreeCode();
  const [draft, setDraft] = useState<DegreeCodeDraft>(emptyDraft);
  const [deleting, setDeleting] = useState<RecordDegreeCode | null>(null);
  const [notice, setNotice] = useNotice();

  const columns: ListColumn<RecordDegreeCode>[] = [
    { key: 'codigo', header: t('codes.codigo'), rowHeader: true, cell: (row) => row.codigo },
    { key: 'titulacion', header: t('codes.titulacion'), cell: degreeOf },
    {
      key: 'acciones',
      header: t('codes.actions'),
      cell: (row) => (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('codes.editOf', { code: row.codigo })}
            onClick={() => {
              setDraft({
                codigo: row.codigo,
                idTitulacion: String(row.idTitulacion),
                editing: row.codigo,
              });
              document.getElementById('code-degree')?.focus();
            }}
          >
            {t('codes.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={t('codes.deleteOf', { code: row.codigo })}
            onClick={() => {
              setDeleting(row);
            }}
          >
            {t('codes.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Section title={t('codes.title')} testId="degree-codes">
      <Stack gap="md">
        <Text>{t('codes.intro')}</Text>
        <DoneNotice
          notice={notice}
          onClose={() => {
            setNotice(null);
          }}
          testId="codes-notice"
        />
        <DegreeCodeForm
          draft={draft}
          onDraft={setDraft}
          onSaved={(saved) => {
            setNotice(t('codes.saved', { code: saved.codigo, degree: degreeOf(saved) }));
          }}
        />
        <QueryState query={codes} emptyText={t('codes.empty')}>
          {(rows) => (
            <ListTable
              testId="codes-table"
              rows={rows}
              rowKey={(row) => row.codigo}
              rowTestId={(row) => `code-${row.codigo}`}
              columns={columns}
              minWidth={560}
            />
          )}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('codes.deleteTitle')}
        body={t('codes.deleteBody', { code: deleting?.codigo ?? '' })}
        confirmLabel={t('codes.delete')}
        danger
        pending={remove.isPending}
        error={null}
        testId="code-delete-dialog"
        onClose={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting === null) {
            return;
          }
          const codigo = deleting.codigo;
          remove.mutate(codigo, {
            onSuccess: () => {
              setNotice(t('codes.deleted', { code: codigo }));
            },
            onSettled: () => {
              setDeleting(null);
            },
          });
        }}
      />
    </Section>
  );
}
