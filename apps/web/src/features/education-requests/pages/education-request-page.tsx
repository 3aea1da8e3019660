import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { educationRejectBodySchema, pathFor, type EducationRequest } from '@portal/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { submitWithServerErrors, useFieldProps } from '../../../lib/form-submit.ts';
import { showCallError } from '../../../lib/query-client.ts';
import { useAcceptRequest, useCentreRequest, useRejectRequest } from '../api/education-requests.ts';
import { showDay } from '../components/dates.ts';
import { RequestStateBadge } from '../components/request-state-badge.tsx';

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

function RejectDialog({
  request,
  opened,
  onClose,
}: {
  request: EducationRequest;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('educationRequests');
  const reject = useRejectRequest();
  const form = useForm({
    mode: 'controlled',
    initialValues: { idSolicitud: request.idSolicitud, motivo: '' },
    validate: schemaResolver(educationRejectBodySchema, { sync: true }),
  });
  const field = useFieldProps(form);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sheet.rejectTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form
        noValidate
        onSubmit={submitWithServerErrors(form, (values, onError) => {
          reject.mutate(values, { onSuccess: onClose, onError });
        })}
      >
        <Stack gap="sm">
          <Textarea
            label={t('sheet.reason')}
            description={t('sheet.reasonHint')}
            required
            data-autofocus
            autosize
            minRows={3}
            maxLength={1000}
            {...field('motivo')}
            data-testid="education-reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={reject.isPending}
              data-testid="education-reject-confirm"
            >
              {t('sheet.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /solicitudes-practicas-educacion/{id}: one request of the centre. A student's request pending
 * the centre can be accepted (it takes a place; 81 when none is left) or rejected with a reason.
 */
export default function EducationRequestPage() {
  const { t } = useTranslation('educationRequests');
  const { id = '' } = useParams();
  const request = useCentreRequest(Number(id) || 0);
  const accept = useAcceptRequest();
  const [rejecting, setRejecting] = useState(false);
  const [full, setFull] = useState(false);
  return (
    <PageFrame>
      <Anchor component={Link} to={pathFor('solicitudes_practicas_educacion')}>
        {t('sheet.back')}
      </Anchor>
      <QueryState query={request} emptyText={t('sheet.notFound')} isEmpty={() => false}>
        {(r) => (
          <Stack gap="lg">
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
                  {t('list.fromTo', { start: showDay(r.fechaInicio), end: showDay(r.fechaFin) })}
                </Item>
                <Item label={t('form.tutorName')}>
                  {r.tutorNombre ?? '—'}
                  {r.tutorEmail === null ? '' : ` (${r.tutorEmail})`}
                </Item>
                <Item label={t('sheet.date')}>{r.fecha}</Item>
                {r.fechaResolucion !== null && (
                  <Item label={t('sheet.decided')}>{r.fechaResolucion}</Item>
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
            {full && (
              <Alert color="orange" variant="light" role="alert" data-testid="education-full">
                {t('sheet.full')}
              </Alert>
            )}
            <Group>
              {r.puedeDecidir && (
                <>
                  <Button
                    loading={accept.isPending}
                    data-testid="education-accept"
                    onClick={() => {
                      setFull(false);
                      accept.mutate(r.idSolicitud, {
                        onError: (error) => {
                          if (isApiError(error) && error.status === 81) {
                            setFull(true);
                            return;
                          }
                          showCallError(error);
                        },
                      });
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
            <RejectDialog
              request={r}
              opened={rejecting}
              onClose={() => {
                setRejecting(false);
              }}
            />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
