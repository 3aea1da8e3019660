import type { StaffApplicationRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ApplicationCandidateCell } from '../../../../components/application-candidate-cell.tsx';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { useOfferApplicants } from '../api/staff-offers.ts';
import { useApplicationStateName } from '../../../../lib/application-state-names.ts';

/** The offer's applicants, each linked to the application's record. */
export function OfferApplicants({ offerId }: { offerId: number }) {
  const { t } = useTranslation('staffAdmin');
  const stateName = useApplicationStateName();
  const query = useOfferApplicants(offerId);
  const columns: ListColumn<StaffApplicationRow>[] = [
    {
      key: 'candidato',
      header: t('applications.list.candidate'),
      cell: (a) => <ApplicationCandidateCell {...a} />,
    },
    { key: 'estado', header: t('common.state'), cell: (a) => stateName(a.idEstado, a.Estado) },
    { key: 'fecha', header: t('applications.list.applied'), cell: (a) => a.fecha },
  ];
  return (
    <Section title={t('offers.detail.applicants')} testId="offer-applicants">
      <QueryState
        query={query}
        emptyText={t('offers.detail.noApplicants')}
        isEmpty={(data) => data.candidaturas.length === 0}
      >
        {(data) => (
          <ListTable
            rows={data.candidaturas}
            rowKey={(a) => a.idCandidatura}
            rowTestId={() => 'offer-applicant'}
            columns={columns}
            minWidth={560}
          />
        )}
      </QueryState>
    </Section>
  );
}
