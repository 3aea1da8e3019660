import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Codes, statusMessage, type CompanyInternship } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCompanyInternships } from '../api/internship-requests.ts';
import { ChangeRequestForm } from '../components/change-request-form.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { formatDay } from '../../../lib/dates.ts';

const stateColour = { pendiente: 'yellow', aprobada: 'green', rechazada: 'red' } as const;

function InternshipCard({
  internship,
  onRequest,
}: {
  internship: CompanyInternship;
  onRequest: () => void;
}) {
  const { t, i18n } = useTranslation('internshipRequests');
  return (
    <Card component="li" withBorder padding="md" data-testid="company-internship">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {internship.titulo}
          </Title>
          <Badge variant="light" color="gray">
            {t(`internshipStates.${internship.estado}`)}
          </Badge>
        </Group>
        <Text size="sm">
          <strong>{t('list.student')}:</strong> {internship.alumno.nombre}{' '}
          {internship.alumno.apellidos} ({internship.alumno.email})
        </Text>
        <Text size="sm">
          <strong>{t('list.dates')}:</strong>{' '}
          {t('list.fromTo', {
            start: formatDay(internship.fechaInicio, i18n.language),
            end: formatDay(internship.fechaFin, i18n.language),
          })}
        </Text>
        <Text size="sm">
          <strong>{t('list.tutor')}:</strong>{' '}
          {internship.tutor === null
            ? t('list.noTutor')
            : `${internship.tutor.nombre}${internship.tutor.email === null ? '' : ` (${internship.tutor.email})`}`}
        </Text>
        {internship.solicitudes.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('list.requests')}
            </Text>
            <List size="sm" spacing={4}>
              {internship.solicitudes.map((r) => (
                <List.Item key={r.idSolicitud} data-testid="change-request-item">
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm">
                      {formatDay(r.fecha, i18n.language)} · {t(`actions.${r.accion}`)}
                    </Text>
                    <Badge size="sm" variant="light" color={stateColour[r.estado]}>
                      {t(`states.${r.estado}`)}
                    </Badge>
                  </Group>
                  {r.motivo !== null && (
                    <Text size="sm" c="dimmed">
                      {t('list.reason', { reason: r.motivo })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {internship.admiteSolicitudes ? (
          <Group>
            <Button
              variant="light"
              onClick={onRequest}
              data-testid="request-change"
              aria-label={t('list.requestFor', { title: internship.titulo })}
            >
              {t('list.request')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.closed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /solicitar-cambio-practicas: the company's internships (student, dates, tutor, state) and the
 * requests it made about them; a request (extension, early end, tutor change, other) goes to the
 * careers office, which approves or rejects it (the company is notified).
 */
export default function ChangeRequestsPage() {
  const { t, i18n } = useTranslation('internshipRequests');
  const internships = useCompanyInternships();
  const [selected, setSelected] = useState<CompanyInternship | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      {sent !== null && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.close')}
          onClose={() => {
            setSent(null);
          }}
          title={statusMessage(Codes.CHANGE_REQUEST_SENT, language).titulo}
          data-testid="change-request-sent"
        >
          {statusMessage(Codes.CHANGE_REQUEST_SENT, language).cuerpo}
        </Alert>
      )}
      <QueryState query={internships} emptyText={t('list.empty')}>
        {(data) => (
          <PlainList gap="md" aria-label={t('list.label')}>
            {data.map((internship) => (
              <InternshipCard
                key={internship.idPractica}
                internship={internship}
                onRequest={() => {
                  setSent(null);
                  setSelected(internship);
                }}
              />
            ))}
          </PlainList>
        )}
      </QueryState>
      {/* One dialog for every internship, kept mounted: closing it gives the focus back to the
          button that opened it (a dialog mounted afresh would not know that button). */}
      <ChangeRequestForm
        internship={selected}
        onClose={() => {
          setSelected(null);
        }}
        onSent={(internship) => {
          setSelected(null);
          setSent(internship.titulo);
        }}
      />
    </PageFrame>
  );
}
