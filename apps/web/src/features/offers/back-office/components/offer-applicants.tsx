import { Anchor, Table, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import { useOfferApplicants } from '../api/staff-offers.ts';

/** The offer's applicants, each linked to the application's record. */
export function OfferApplicants({ offerId }: { offerId: number }) {
  const { t } = useTranslation('staffAdmin');
  const query = useOfferApplicants(offerId);
  return (
    <Section title={t('offers.detail.applicants')} testId="offer-applicants">
      <QueryState
        query={query}
        emptyText={t('offers.detail.noApplicants')}
        isEmpty={(data) => data.candidaturas.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applications.list.candidate')}</Table.Th>
                  <Table.Th>{t('common.state')}</Table.Th>
                  <Table.Th>{t('applications.list.applied')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.candidaturas.map((a) => (
                  <Table.Tr key={a.idCandidatura} data-testid="offer-applicant">
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathFor('gestion_candidatura', { id: a.idCandidatura })}
                      >
                        {a.candidato}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {a.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.Estado}</Table.Td>
                    <Table.Td>{a.fecha}</Table.Td>
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
