import { Alert, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { useInternships } from '../api/get-internships.ts';
import { useRequestedDocuments } from '../api/get-requested-documents.ts';
import { InternshipCard } from '../components/internship-card.tsx';

/** What the internships of this list still ask me to upload (documentacionDeProcesosSolicitada). */
function RequestedSummary({ internshipIds }: { internshipIds: readonly number[] }) {
  const { t } = useTranslation('applications');
  const requested = useRequestedDocuments();
  const pending = (requested.data ?? []).filter((d) => internshipIds.includes(d.idPractica));
  if (pending.length === 0) {
    return null;
  }
  return (
    <Alert color="orange" variant="light" title={t('internships.requestedTitle')}>
      <Stack gap="xs">
        {t('internships.requestedIntro', { count: pending.length })}
        <List size="sm">
          {pending.map((d) => (
            <List.Item key={d.idDocumento}>
              {d.nombre} — {d.practica}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** My internships (/mis-practicas for graduates, /mis-practicas-estudiante for students). */
export default function MyInternshipsPage() {
  const { t } = useTranslation('applications');
  const route = useCurrentRoute();
  const tipo = route?.route.name === 'mis_practicas' ? 'titulado' : 'estudiante';
  const internships = useInternships(tipo);
  return (
    <PageFrame>
      <RequestedSummary internshipIds={(internships.data ?? []).map((i) => i.idPractica)} />
      <QueryState query={internships} emptyText={t('internships.empty')}>
        {(data) => (
          <Stack gap="lg" aria-label={t('internships.label')}>
            {data.map((i) => (
              <InternshipCard key={i.idPractica} internship={i} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
