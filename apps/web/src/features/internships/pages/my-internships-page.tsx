import { Alert, List, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { useInternships } from '../api/get-internships.ts';
import { useRequestedDocuments } from '../api/get-requested-documents.ts';
import { InternshipCard } from '../components/internship-card.tsx';

/** What this internship list still asks me to upload (documentacionDeProcesosSolicitada). */
function RequestedSummary() {
  const { t } = useTranslation('applications');
  const requested = useRequestedDocuments();
  if (!requested.isSuccess || requested.data.length === 0) {
    return null;
  }
  return (
    <Alert color="orange" variant="light" title={t('internships.requestedTitle')}>
      <Stack gap="xs">
        {t('internships.requestedIntro', { count: requested.data.length })}
        <List size="sm">
          {requested.data.map((d) => (
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
      <RequestedSummary />
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
