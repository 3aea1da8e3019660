import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Timeline,
} from '@mantine/core';
import { pathFor, type StaffApplicationDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { RecordState } from '../../../../components/query-state.tsx';
import { Section } from '../../../../components/section.tsx';
import {
  DoneNotice,
  Facts,
  useCallErrorText,
  useNotice,
} from '../../../../components/staff-admin-kit.tsx';
import { useChangeApplicationState, useStaffApplication } from '../api/staff-applications.ts';
import { useApplicationStateName } from '../../../../lib/application-state-names.ts';

function ApplicationRecord({ application }: { application: StaffApplicationDetail }) {
  const { t } = useTranslation('staffAdmin');
  const stateName = useApplicationStateName();
  const errorText = useCallErrorText();
  const change = useChangeApplicationState();
  const [estado, setEstado] = useState<string | null>(null);
  const [comentario, setComentario] = useState('');
  const [done, setDone] = useNotice();
  const [missing, setMissing] = useState(false);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor('gestion_candidaturas')} w="fit-content">
        {t('common.back')}
      </Anchor>
      <DoneNotice
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <Section
        title={`${application.candidato} · ${application.oferta}`}
        testId="application-record"
        action={
          <Badge variant="light" data-testid="application-state">
            {stateName(application.idEstado, application.Estado)}
          </Badge>
        }
      >
        <Facts
          items={[
            [t('applications.list.candidate'), application.candidato],
            [t('applications.detail.email'), application.email],
            [
              t('applications.list.offer'),
              <Anchor
                key="offer"
                component={Link}
                to={pathFor('gestion_oferta', { id: application.idOferta })}
              >
                {application.oferta}
              </Anchor>,
            ],
            [
              t('applications.list.company'),
              <Anchor
                key="company"
                component={Link}
                to={pathFor('gestion_empresa', { id: application.idEmpresa })}
              >
                {application.empresa}
              </Anchor>,
            ],
            [t('applications.list.applied'), application.fecha],
            [t('applications.list.changed'), application.fechaCambio],
          ]}
        />
      </Section>

      <Section title={t('applications.detail.change')} testId="application-change">
        {application.estadosPermitidos.length === 0 ? (
          <Text size="sm">{t('applications.detail.noMoves')}</Text>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (estado === null) {
                setMissing(true);
                return;
              }
              setMissing(false);
              setDone(null);
              change.mutate(
                {
                  idCandidatura: application.idCandidatura,
                  idEstado: Number(estado),
                  comentario: comentario.trim() || undefined,
                },
                {
                  onSuccess: () => {
                    setEstado(null);
                    setComentario('');
                    setDone(t('applications.detail.changed'));
                  },
                },
              );
            }}
          >
            <Stack gap="sm" maw={520}>
              <Select
                label={t('applications.detail.newState')}
                required
                data={application.estadosPermitidos.map((s) => ({
                  value: String(s.idEstado),
                  label: stateName(s.idEstado, s.Estado),
                }))}
                value={estado}
                onChange={setEstado}
                error={missing ? t('common.required') : undefined}
                data-testid="application-new-state"
              />
              <Textarea
                label={t('applications.detail.comment')}
                autosize
                minRows={2}
                maxLength={1000}
                value={comentario}
                onChange={(event) => {
                  setComentario(event.currentTarget.value);
                }}
              />
              {change.error !== null && (
                <Alert color="red" variant="light" role="alert" data-testid="application-error">
                  {errorText(change.error)}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={change.isPending} data-testid="application-apply">
                  {t('applications.detail.apply')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Section>

      <Section title={t('applications.detail.history')} testId="application-history">
        {application.historial.length === 0 ? (
          <Text size="sm">{t('applications.detail.noHistory')}</Text>
        ) : (
          <Timeline active={application.historial.length - 1} bulletSize={14} lineWidth={2}>
            {application.historial.map((h, index) => (
              <Timeline.Item
                key={`${h.fecha}-${String(index)}`}
                title={stateName(h.idEstado, h.Estado)}
              >
                <Text size="sm" c="dimmed">
                  {h.fecha}
                  {h.autor === null ? '' : ` · ${t('applications.detail.by', { who: h.autor })}`}
                </Text>
                {h.comentario !== null && <Text size="sm">{h.comentario}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>
    </Stack>
  );
}

/** /gestion/candidaturas/{id}: an application, its history, and a change of state. */
export default function StaffApplicationPage() {
  const { t } = useTranslation('staffAdmin');
  const { id = '' } = useParams();
  const query = useStaffApplication(Number(id));
  useTitleSubject(query.data && `${query.data.candidato} · ${query.data.oferta}`);
  return (
    <PageFrame>
      <RecordState query={query} notFoundText={t('applications.notFound')}>
        {(application) => <ApplicationRecord application={application} />}
      </RecordState>
    </PageFrame>
  );
}
