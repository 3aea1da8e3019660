import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestProgrammeAdhesion } from '../../../lib/queries/programme-adhesion.ts';
import { useActiveProgrammes, useProgrammeDetail } from '../api/programmes.ts';
import { AdhesionRequested } from '../components/adhesion-requested.tsx';
import { CompanySheet } from '../components/company-sheet.tsx';
import { LoadingSheet, MissingSheet, SheetLayout } from '../components/sheet-frame.tsx';

/**
 * `/programas-practicas-activos/{id}` (id or urlAcceso): the programme sheet. A candidate sees the
 * documents it requires and asks to join it (a request the careers office decides; 64 when asked
 * already) and then where the request stands; a company sees what the
 * programme asks of its offers and its own adhesion; staff see the programme as listed.
 */
export default function ProgrammeSheetPage() {
  const { id = '' } = useParams();
  const session = useSession();
  if (session?.role === 'alumno') {
    return <CandidateSheet id={id} />;
  }
  return session?.role === 'empresa' ? <CompanySheet id={id} /> : <ListedSheet id={id} />;
}

const stateColour = { pendiente: 'yellow', aceptada: 'teal', rechazada: 'red' } as const;

function CandidateSheet({ id }: { id: string }) {
  const { t } = useTranslation('programmes');
  const detail = useProgrammeDetail(id, true);
  const adhesion = useRequestProgrammeAdhesion();
  if (detail.isPending) {
    return <LoadingSheet />;
  }
  if (detail.data === undefined) {
    const notFound = isApiError(detail.error) && detail.error.httpStatus === 404;
    return <MissingSheet notFound={notFound} />;
  }
  const programme = detail.data;
  return (
    <SheetLayout programme={programme}>
      {programme.descripcion.trim() !== '' && (
        <Stack gap="xs" component="section" aria-labelledby="programme-description">
          <Title order={2} size="h3" id="programme-description">
            {t('sheet.description')}
          </Title>
          <SafeHtml html={programme.descripcion} className="rich-text" />
        </Stack>
      )}
      <Stack gap="xs" component="section" aria-labelledby="programme-requirements">
        <Title order={2} size="h3" id="programme-requirements">
          {t('sheet.requirements')}
        </Title>
        <Text>{t('sheet.dedication', { percent: programme.dedicacion })}</Text>
        {programme.documentacionNecesaria.length > 0 ? (
          <List data-testid="programme-documents">
            {programme.documentacionNecesaria.map((doc) => (
              <List.Item key={doc.idTipoDocumento}>
                <Text fw={600} span>
                  {doc.nombre}
                </Text>
                {doc.descripcion && <Text span>{` — ${doc.descripcion}`}</Text>}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text c="dimmed">{t('sheet.noDocuments')}</Text>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="programme-adhesion">
        <Title order={2} size="h3" id="programme-adhesion">
          {t('sheet.adhesion')}
        </Title>
        {adhesion.isSuccess && <AdhesionRequested />}
        {programme.adhesionSolicitada ? (
          <Alert
            color={stateColour[programme.estadoAdhesion ?? 'pendiente']}
            variant="light"
            data-testid="adhesion-done"
          >
            <Text>
              {t(`sheet.adhesionState.${programme.estadoAdhesion ?? 'pendiente'}`, {
                date: programme.fechaAdhesion ?? '',
              })}
            </Text>
            {programme.motivoAdhesion !== null && (
              <Text>{t('company.reason', { reason: programme.motivoAdhesion })}</Text>
            )}
          </Alert>
        ) : programme.activo ? (
          <Stack gap="xs" align="flex-start">
            <Text>{t('sheet.adhesionHelp')}</Text>
            <Button
              loading={adhesion.isPending}
              onClick={() => {
                adhesion.mutate(id);
              }}
            >
              {t('sheet.requestAdhesion')}
            </Button>
          </Stack>
        ) : (
          <Text>{t('sheet.inactive')}</Text>
        )}
      </Stack>
    </SheetLayout>
  );
}

/** Staff: the programme as the public list shows it. */
function ListedSheet({ id }: { id: string }) {
  const query = useActiveProgrammes();
  if (query.isPending) {
    return <LoadingSheet />;
  }
  const programme = query.data?.find((p) => p.urlAcceso === id || String(p.idPrograma) === id);
  if (programme === undefined) {
    return <MissingSheet notFound={!query.isError} />;
  }
  return <SheetLayout programme={programme} />;
}
