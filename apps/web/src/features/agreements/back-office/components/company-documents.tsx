import type { StaffCompanyDocument } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { RowDownloadButton } from '../../../../components/download-button.tsx';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { formatDay } from '../../../../lib/dates.ts';
import { useStaffCompanyDocuments } from '../api/staff-agreements.ts';

/** The documents companies provided, to download. */
export function CompanyDocuments() {
  const { t, i18n } = useTranslation('staffAgreements');
  const docs = useStaffCompanyDocuments();
  const columns: ListColumn<StaffCompanyDocument>[] = [
    { key: 'nombre', header: t('documentation.companyDocs.name'), cell: (d) => d.nombre },
    { key: 'empresa', header: t('common.company'), cell: (d) => d.empresa },
    {
      key: 'fecha',
      header: t('documentation.companyDocs.date'),
      cell: (d) => formatDay(d.fecha, i18n.language),
    },
    {
      key: 'descarga',
      header: t('common.download'),
      cell: (d) => (
        <RowDownloadButton
          href={d.enlace}
          fileName={`${d.nombre}.${d.extension}`}
          label={d.extension.toUpperCase()}
          ariaLabel={`${t('common.download')} ${d.extension.toUpperCase()}: ${d.nombre}`}
        />
      ),
    },
  ];
  return (
    <Section title={t('documentation.companyDocs.title')} testId="company-documents">
      <QueryState query={docs} emptyText={t('documentation.companyDocs.empty')}>
        {(list) => <ListTable rows={list} rowKey={(d) => d.id} columns={columns} minWidth={600} />}
      </QueryState>
    </Section>
  );
}
