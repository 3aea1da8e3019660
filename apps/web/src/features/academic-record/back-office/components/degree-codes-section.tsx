import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { ConfirmDialog, DoneNotice } from '../../../../components/staff-admin-kit.tsx';
import {
  useDegreeCodes,
  useDeleteDegreeCode,
  type RecordDegreeCode,
} from '../api/academic-record.ts';
import { DegreeCodeForm, emptyDraft, type DegreeCodeDraft } from './degree-code-form.tsx';

/**
 * The university's degree codes and the portal degree each maps to. A row of the record whose
 * code is not here is refused (codigoSinCorrespondencia).
 */
export function DegreeCodesSection() {
  const { t } = useTranslation('staffRecord');
  const codes = useDegreeCodes();
  const remove = useDeleteDegreeCode();
  const [draft, setDraft] = useState<DegreeCodeDraft>(emptyDraft);
  const [deleting, setDeleting] = useState<RecordDegreeCode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Section title={t('codes.title')} testId="degree-codes">
      <Stack gap="md">
        <Text>{t('codes.intro')}</Text>
        <DoneNotice
          text={notice}
          onClose={() => {
            setNotice(null);
          }}
          testId="codes-notice"
        />
        <DegreeCodeForm
          draft={draft}
          onDraft={setDraft}
          onSaved={(saved) => {
            setNotice(t('codes.saved', { code: saved.codigo, degree: saved.titulacion }));
          }}
        />
        <QueryState query={codes} emptyText={t('codes.empty')}>
          {(rows) => (
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder data-testid="codes-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('codes.codigo')}</Table.Th>
                    <Table.Th scope="col">{t('codes.titulacion')}</Table.Th>
                    <Table.Th scope="col">{t('codes.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.codigo} data-testid={`code-${row.codigo}`}>
                      <Table.Th scope="row" fw={500}>
                        {row.codigo}
                      </Table.Th>
                      <Table.Td>{row.titulacion}</Table.Td>
                      <Table.Td>
                        <Group gap="xs">
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={t('codes.editOf', { code: row.codigo })}
                            onClick={() => {
                              setDraft({
                                codigo: row.codigo,
                                idTitulacion: String(row.idTitulacion),
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
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
