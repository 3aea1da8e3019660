import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../components/download-button.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useInternshipDocuments } from '../api/company-documents.ts';
import { ScrollTable } from '../../../components/scroll-table.tsx';

/** Documents of the company's internships (dameDocumentosPracticas): requested and delivered. */
export function InternshipDocuments() {
  const { t, i18n } = useTranslation('agreements');
  const docs = useInternshipDocuments();
  return (
    <Stack gap="sm" component="section" aria-labelledby="internship-docs-title">
      <Title order={2} size="h3" id="internship-docs-title">
        {t('documentation.internships.title')}
      </Title>
      <QueryState query={docs} emptyText={t('documentation.internships.empty')}>
        {(items) => (
          <ScrollTable minWidth={620}>
            <Table striped data-testid="internship-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('documentation.internships.document')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.internships.student')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.internships.deadline')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.internships.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {d.nombre}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {d.practica}
                      </Text>
                    </Table.Td>
                    <Table.Td>{d.alumno}</Table.Td>
                    <Table.Td>
                      {d.fechaLimite === null ? '—' : formatDay(d.fechaLimite, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      {d.enlace === null ? (
                        <Badge color="orange" variant="light" autoContrast>
                          {t('documentation.internships.pending')}
                        </Badge>
                      ) : (
                        <RowDownloadButton
                          href={d.enlace}
                          fileName={d.nombre}
                          label={t('documentation.internships.delivered')}
                          ariaLabel={t('documentation.downloadLabel', { titulo: d.nombre })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
    </Stack>
  );
}
