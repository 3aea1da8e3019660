import { List, Table, Text } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../../components/section.tsx';

/** The candidate's applications: offer, company, state and day. */
export function CandidateApplicationsSection({
  applications,
}: {
  applications: StaffCandidateSheet['candidaturas'];
}) {
  const { t } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.applications')} testId="candidate-applications">
      {applications.length === 0 ? (
        <Text>{t('candidates.sheet.none')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('candidates.fields.oferta')}</Table.Th>
              <Table.Th scope="col">{t('candidates.fields.empresa')}</Table.Th>
              <Table.Th scope="col">{t('candidates.fields.estado')}</Table.Th>
              <Table.Th scope="col">{t('candidates.fields.fecha')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {applications.map((a) => (
              <Table.Tr key={a.idCandidatura}>
                <Table.Td>{a.titulo}</Table.Td>
                <Table.Td>{a.empresa}</Table.Td>
                <Table.Td>{a.estado}</Table.Td>
                <Table.Td>{a.fecha}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

/** The candidate's internships: title, company, state and dates. */
export function CandidateInternshipsSection({
  internships,
}: {
  internships: StaffCandidateSheet['practicas'];
}) {
  const { t } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.internships')} testId="candidate-internships">
      {internships.length === 0 ? (
        <Text>{t('candidates.sheet.none')}</Text>
      ) : (
        <List>
          {internships.map((p) => (
            <List.Item key={p.idPractica}>
              {p.titulo} · {p.empresa} · {p.estado} ({p.fechaInicio} – {p.fechaFin})
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** The candidate's account deletion requests: day, state and the reason of a rejection. */
export function CandidateDeletionsSection({
  requests,
}: {
  requests: StaffCandidateSheet['solicitudesBaja'];
}) {
  const { t } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.deletions')}>
      {requests.length === 0 ? (
        <Text>{t('candidates.sheet.none')}</Text>
      ) : (
        <List>
          {requests.map((s) => (
            <List.Item key={s.idSolicitud}>
              {s.fecha}: {t(`deletions.states.${s.estado}`)}
              {s.motivoRechazo !== null ? ` — ${s.motivoRechazo}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
