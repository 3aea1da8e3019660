import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useFocusAfterChange } from '../../../lib/focus-after-change.ts';
import { useCentreRequest } from '../api/education-requests.ts';
import { AcceptDialog, RejectDialog } from '../components/decision-dialogs.tsx';
import { RequestStateBadge } from '../components/request-state-badge.tsx';
import { formatDay } from '../../../lib/dates.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/**
 * /solicitudes-practicas-educacion/{id}: one request of the centre. A student's request pending
 * the centre can be accepted, once confirmed with its tutor (it takes a place; 81 when none is
 * left), or rejected with a reason.
 */
export default function EducationRequestPage() {
  const { t, i18n } = useTranslation('educationRequests');
  const { id = '' } = useParams();
  const request = useCentreRequest(Number(id) || 0);
  const [accepting, setAccepting] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [full, setFull] = useState(false);
  // A decision removes the buttons that made it: the focus goes to the sheet and its new state.
  const sheet = useRef<HTMLDivElement>(null);
  useFocusAfterChange(sheet, request.data?.estado);
  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('solicitudes_practicas_educacion')}>
        {t('sheet.back')}
      </Anchor>
      <RecordState query={request} notFoundText={t('sheet.notFound')}>
        {(r) => (
          <Stack gap="lg">
            <div ref={sheet} tabIndex={-1}>
              <Section
                title={`${r.alumno.nombre} ${r.alumno.apellidos}`}
                action={<RequestStateBadge estado={r.estado} />}
                testId="education-request-sheet"
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Item label={t('sheet.dni')}>{r.alumno.dni ?? '—'}</Item>
                  <Item label={t('sheet.email')}>{r.alumno.email}</Item>
                  <Item label={t('list.origin')}>{t(`origins.${r.origen}`)}</Item>
                  <Item label={t('form.stage')}>{t(`stages.${r.etapa}`)}</Item>
                  <Item label={t('list.dates')}>
                    {t('list.fromTo', {
                      start: formatDay(r.fechaInicio, i18n.language),
                      end: formatDay(r.fechaFin, i18n.language),
                    })}
                  </Item>
                  <Item label={t('form.tutorName')}>
                    {r.tutorNombre ?? '—'}
                    {r.tutorEmail === null ? '' : ` (${r.tutorEmail})`}
                  </Item>
                  <Item label={t('sheet.date')}>{formatDay(r.fecha, i18n.language)}</Item>
                  {r.fechaResolucion !== null && (
                    <Item label={t('sheet.decided')}>
                      {formatDay(r.fechaResolucion, i18n.language)}
                    </Item>
                  )}
                </SimpleGrid>
                {r.observaciones !== null && (
                  <>
                    <Title order={3} size="h5" mt="md">
                      {t('form.notes')}
                    </Title>
                    <Text style={{ whiteSpace: 'pre-line' }}>{r.observaciones}</Text>
                  </>
                )}
                {r.motivo !== null && (
                  <Alert color="red" variant="light" mt="md" title={t('sheet.reason')}>
                    {r.motivo}
                  </Alert>
                )}
              </Section>
            </div>
            {full && (
              <Alert color="orange" variant="light" role="alert" data-testid="education-full">
                {t('sheet.full')}
              </Alert>
            )}
            <Group>
              {r.puedeDecidir && (
                <>
                  <Button
                    data-testid="education-accept"
                    onClick={() => {
                      setFull(false);
                      setAccepting(true);
                    }}
                  >
                    {t('sheet.accept')}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    data-testid="education-reject"
                    onClick={() => {
                      setRejecting(true);
                    }}
                  >
                    {t('sheet.reject')}
                  </Button>
                </>
              )}
              {r.editable && (
                <Button
                  component={Link}
                  variant="default"
                  to={pathFor('editar_solicitud_educacion', { id: String(r.idSolicitud) })}
                  data-testid="education-edit"
                >
                  {t('sheet.edit')}
                </Button>
              )}
            </Group>
            <AcceptDialog
              request={r}
              opened={accepting}
              onClose={() => {
                setAccepting(false);
              }}
              onFull={() => {
                setFull(true);
              }}
            />
            <RejectDialog
              request={r}
              opened={rejecting}
              onClose={() => {
                setRejecting(false);
              }}
            />
          </Stack>
        )}
      </RecordState>
    </PageFrame>
  );
}
