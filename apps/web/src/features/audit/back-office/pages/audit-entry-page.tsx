import { Anchor, Code, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { useAuditEntry } from '../api/audit.ts';
import { useAuditWords } from '../lib/audit-words.ts';
import { ScrollTable } from '../../../../components/scroll-table.tsx';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** /gestion/auditoria/:id: one action with the fields that changed and both whole records. */
export default function AuditEntryPage() {
  const { t } = useTranslation('backOffice');
  const words = useAuditWords();
  const { id = '' } = useParams();
  const entry = useAuditEntry(Number(id));
  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('gestion_auditoria')}>
        {t('audit.back')}
      </Anchor>
      <QueryState query={entry} emptyText={t('audit.list.empty')}>
        {(row) => (
          <Stack gap="md">
            <ScrollTable>
              <Table withTableBorder variant="vertical" data-testid="audit-entry">
                <Table.Tbody>
                  {(
                    [
                      ['fecha', words.instant(row.fecha)],
                      ['quien', row.quien],
                      ['accion', words.action(row.accion)],
                      ['entidad', words.record(row)],
                      ['motivo', row.motivo ?? '—'],
                      ['requestId', row.requestId ?? '—'],
                    ] as const
                  ).map(([key, value]) => (
                    <Table.Tr key={key}>
                      <Table.Th scope="row" w={200}>
                        {t(`audit.fields.${key}`)}
                      </Table.Th>
                      <Table.Td>{value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Section title={t('audit.detail.changes')} testId="audit-changes">
              {row.cambios.length === 0 ? (
                <Text>{t('audit.detail.noChanges')}</Text>
              ) : (
                <ScrollTable>
                  <Table striped withTableBorder>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('audit.detail.field')}</Table.Th>
                        <Table.Th scope="col">{t('audit.detail.before')}</Table.Th>
                        <Table.Th scope="col">{t('audit.detail.after')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {row.cambios.map((change) => (
                        <Table.Tr key={change.campo}>
                          <Table.Th scope="row">{change.campo}</Table.Th>
                          <Table.Td>
                            <del>{show(change.antes)}</del>
                          </Table.Td>
                          <Table.Td>
                            <ins>{show(change.despues)}</ins>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              )}
            </Section>
            <Grid>
              {(['antes', 'despues'] as const).map((side) => (
                <Grid.Col key={side} span={{ base: 12, md: 6 }}>
                  <Title order={2} size="h4" mb="xs">
                    {t(`audit.detail.${side === 'antes' ? 'before' : 'after'}`)}
                  </Title>
                  <Code
                    block
                    tabIndex={0}
                    aria-label={t(`audit.detail.${side === 'antes' ? 'before' : 'after'}`)}
                  >
                    {row[side] === null || row[side] === undefined
                      ? '—'
                      : JSON.stringify(row[side], null, 2)}
                  </Code>
                </Grid.Col>
              ))}
            </Grid>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
