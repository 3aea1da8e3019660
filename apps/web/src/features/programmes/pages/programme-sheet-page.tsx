import { Alert, List, Text } from '@mantine/core';
import type { ProgrammeDetail } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { documentTypeText } from '../../../lib/reference-lists.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestProgrammeAdhesion } from '../../../lib/queries/programme-adhesion.ts';
import { useActiveProgrammes, useProgrammeDetail } from '../api/programmes.ts';
import { AdhesionSection, adhesionColour } from '../components/adhesion-section.tsx';
import { CompanySheet } from '../components/company-sheet.tsx';
import {
  DetailSheet,
  LoadingSheet,
  MissingSheet,
  SheetLayout,
  SheetSection,
} from '../components/sheet-frame.tsx';

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

function CandidateSheet({ id }: { id: string }) {
  const { t } = useTranslation('programmes');
  const language = useCurrentLanguage();
  const detail = useProgrammeDetail(id, true);
  const adhesion = useRequestProgrammeAdhesion();
  return (
    <DetailSheet query={detail}>
      {(programme) => (
        <>
          <SheetSection id="programme-requirements" title={t('sheet.requirements')}>
            <Text>{t('sheet.dedication', { percent: programme.dedicacion })}</Text>
            {programme.documentacionNecesaria.length > 0 ? (
              <List data-testid="programme-documents">
                {programme.documentacionNecesaria.map((doc) => {
                  const { nombre, detalle } = documentTypeText(
                    doc.idTipoDocumento,
                    { nombre: doc.nombre, detalle: doc.descripcion },
                    language,
                  );
                  return (
                    <List.Item key={doc.idTipoDocumento}>
                      <Text fw={600} span>
                        {nombre}
                      </Text>
                      {detalle && <Text span>{` — ${detalle}`}</Text>}
                    </List.Item>
                  );
                })}
              </List>
            ) : (
              <Text c="dimmed">{t('sheet.noDocuments')}</Text>
            )}
          </SheetSection>
          <AdhesionSection
            answer={programme.adhesionSolicitada ? <AdhesionAnswer programme={programme} /> : null}
            active={programme.activo}
            help={t('sheet.adhesionHelp')}
            requested={adhesion.isSuccess}
            pending={adhesion.isPending}
            onJoin={() => {
              adhesion.mutate(id);
            }}
          />
        </>
      )}
    </DetailSheet>
  );
}

function AdhesionAnswer({ programme }: { programme: ProgrammeDetail }) {
  const { t } = useTranslation('programmes');
  const state = programme.estadoAdhesion ?? 'pendiente';
  return (
    <Alert color={adhesionColour[state]} variant="light" data-testid="adhesion-done">
      <Text>{t(`sheet.adhesionState.${state}`, { date: programme.fechaAdhesion ?? '' })}</Text>
      {programme.motivoAdhesion !== null && (
        <Text>{t('company.reason', { reason: programme.motivoAdhesion })}</Text>
      )}
    </Alert>
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
