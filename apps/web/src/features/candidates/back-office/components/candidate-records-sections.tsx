import { List, Text } from '@mantine/core';
import type { StaffCandidateSheet } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../../components/list-kit/index.ts';
import { Section } from '../../../../components/section.tsx';
import { formatDay } from '../../../../lib/dates.ts';

/** The candidate's applications: offer, company, state and day. */
export function CandidateApplicationsSection({
  applications,
}: {
  applications: StaffCandidateSheet['candidaturas'];
}) {
  const { t } = useTranslation('backOffice');
  const applicationColumns: ListColumn<StaffCandidateSheet['candidaturas'][number]>[] = [
    { key: 'oferta', header: t('candidates.fields.oferta'), cell: (a) => a.titulo },
    { key: 'empresa', header: t('candidates.fields.empresa'), cell: (a) => a.empresa },
    { key: 'estado', header: t('candidates.fields.estado'), cell: (a) => a.estado },
    { key: 'fecha', header: t('candidates.fields.fecha'), cell: (a) => a.fecha },
  ];
  return (
    <Section title={t('candidates.sheet.applications')} testId="candidate-applications">
      {applications.length === 0 ? (
        <Text>{t('candidates.sheet.none')}</Text>
      ) : (
        <ListTable
          rows={applications}
          rowKey={(a) => a.idCandidatura}
          columns={applicationColumns}
        />
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
  const { t, i18n } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.internships')} testId="candidate-internships">
      {internships.length === 0 ? (
        <Text>{t('candidates.sheet.none')}</Text>
      ) : (
        <List>
          {internships.map((p) => (
            <List.Item key={p.idPractica}>
              {p.titulo} · {p.empresa} · {p.estado} ({formatDay(p.fechaInicio, i18n.language)} –{' '}
              {formatDay(p.fechaFin, i18n.language)})
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
  const { t, i18n } = useTranslation('backOffice');
  return (
    <Section title={t('candidates.sheet.deletions')}>
      {requests.length === 0 ? (
        <Text>{t('candidates.sheet.none')}</Text>
      ) : (
        <List>
          {requests.map((s) => (
            <List.Item key={s.idSolicitud}>
              {formatDay(s.fecha, i18n.language)}: {t(`deletions.states.${s.estado}`)}
              {s.motivoRechazo !== null ? ` — ${s.motivoRechazo}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
