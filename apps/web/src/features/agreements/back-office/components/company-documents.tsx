import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../../components/download-button.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { useStaffCompanyDocuments } from '../api/staff-agreements.ts';

/** The documents companies provided, to download. */
export function CompanyDocuments() {
  const { t, i18n } = useTranslation('staffAgreements');
  const docs = useStaffCompanyDocuments();
  return (
    <Section title={t('documentation.companyDocs.title')} testId="company-documents">
      <QueryState query={docs} emptyText={t('documentation.companyDocs.empty')}>
        {(list) => (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('documentation.companyDocs.name')}</Table.Th>
                  <Table.Th scope="col">{t('common.company')}</Table.Th>
                  <Table.Th scope="col">{t('documentation.companyDocs.date')}</Table.Th>
                  <Table.Th scope="col">{t('common.download')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.nombre}</Table.Td>
                    <Table.Td>{d.empresa}</Table.Td>
                    <Table.Td>{formatDay(d.fecha, i18n.language)}</Table.Td>
                    <Table.Td>
                      <RowDownloadButton
                        href={d.enlace}
                        fileName={`${d.nombre}.${d.extension}`}
                        label={d.extension.toUpperCase()}
                        ariaLabel={`${t('common.download')} ${d.extension.toUpperCase()}: ${d.nombre}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Section>
  );
}
