import { Badge, SimpleGrid, Text } from '@mantine/core';
import type { StaffChangeRequest, StaffEducationRequest, StaffProposal } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/numbers.ts';

const showDay = (iso: string) => iso.split('-').reverse().join('/');

const stateColour: Record<string, string> = {
  pendiente: 'yellow',
  pendiente_centro: 'yellow',
  pendiente_servicio: 'blue',
  aprobada: 'green',
  rechazada: 'red',
  rechazada_centro: 'red',
};

/** A request's state in the lists, coloured by what it asks of the office. */
export const stateBadge = (estado: string, text: string) => (
  <Badge variant="light" color={stateColour[estado] ?? 'gray'}>
    {text}
  </Badge>
);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{children}</Text>
    </div>
  );
}

/** A company change request: internship, student, dates, tutor, action and reason. */
export function ChangeRequestDetail({ row: r }: { row: StaffChangeRequest }) {
  const { t } = useTranslation('staffRequests');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field label={t('changes.company')}>{r.empresa}</Field>
      <Field label={t('changes.internship')}>{r.practica}</Field>
      <Field label={t('changes.student')}>{r.alumno}</Field>
      <Field label={t('changes.dates')}>
        {t('fromTo', { start: r.fechaInicio, end: r.fechaFin })}
      </Field>
      <Field label={t('changes.tutor')}>
        {r.tutor ?? '—'}
        {r.tutorEmail === null ? '' : ` (${r.tutorEmail})`}
      </Field>
      <Field label={t('changes.action')}>{t(`actions.${r.accion}`)}</Field>
      <Field label={t('list.date')}>{r.fecha}</Field>
      <Field label={t('list.state')}>{t(`states.${r.estado}`)}</Field>
      <Field label={t('changes.requestedBy')}>{r.solicitante ?? '—'}</Field>
      {r.resueltaPor !== null && <Field label={t('list.decidedBy')}>{r.resueltaPor}</Field>}
      <Field label={t('changes.description')}>{r.descripcion}</Field>
      {r.motivo !== null && <Field label={t('decision.reason')}>{r.motivo}</Field>}
    </SimpleGrid>
  );
}

/** An internship proposal: student, company, contact, dates, schedule, pay and tutor. */
export function ProposalDetail({ row: p }: { row: StaffProposal }) {
  const { t, i18n } = useTranslation('staffRequests');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field label={t('proposals.student')}>
        {p.alumno} ({p.emailAlumno})
      </Field>
      <Field label={t('proposals.origin')}>{t(`origins.${p.origen}`)}</Field>
      <Field label={t('proposals.company')}>
        {p.nombreEmpresa} · {p.cifEmpresa}
      </Field>
      <Field label={t('proposals.contact')}>
        {p.nombreContacto ?? '—'} ({p.emailContacto})
      </Field>
      <Field label={t('changes.dates')}>
        {t('fromTo', { start: p.fechaInicio, end: p.fechaFin })}
      </Field>
      <Field label={t('proposals.schedule')}>
        {t('proposals.scheduleText', {
          hours: p.horasDia,
          days: p.diasSemana,
          months: p.meses,
        })}
      </Field>
      <Field label={t('proposals.pay')}>
        {p.remuneracion === null ? '—' : formatMoney(p.remuneracion, i18n.language)}
      </Field>
      <Field label={t('changes.tutor')}>
        {p.tutorNombre} ({p.tutorEmail})
      </Field>
      <Field label={t('list.state')}>{t(`states.${p.estado}`)}</Field>
      {p.resueltaPor !== null && <Field label={t('list.decidedBy')}>{p.resueltaPor}</Field>}
      <Field label={t('proposals.description')}>{p.descripcion}</Field>
      {p.motivo !== null && <Field label={t('decision.reason')}>{p.motivo}</Field>}
    </SimpleGrid>
  );
}

/** An education internship request: centre, student, stage, dates, tutor and notes. */
export function EducationRequestDetail({ row: e }: { row: StaffEducationRequest }) {
  const { t } = useTranslation('staffRequests');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field label={t('education.centre')}>{e.centro}</Field>
      <Field label={t('education.student')}>
        {e.alumno.nombre} {e.alumno.apellidos} ({e.alumno.dni ?? '—'}, {e.alumno.email})
      </Field>
      <Field label={t('education.origin')}>{t(`educationOrigins.${e.origen}`)}</Field>
      <Field label={t('education.stage')}>{t(`stages.${e.etapa}`)}</Field>
      <Field label={t('changes.dates')}>
        {t('fromTo', { start: showDay(e.fechaInicio), end: showDay(e.fechaFin) })}
      </Field>
      <Field label={t('changes.tutor')}>
        {e.tutorNombre ?? '—'}
        {e.tutorEmail === null ? '' : ` (${e.tutorEmail})`}
      </Field>
      <Field label={t('list.state')}>{t(`educationStates.${e.estado}`)}</Field>
      {e.resueltaPor !== null && <Field label={t('list.decidedBy')}>{e.resueltaPor}</Field>}
      {e.observaciones !== null && <Field label={t('education.notes')}>{e.observaciones}</Field>}
      {e.motivo !== null && <Field label={t('decision.reason')}>{e.motivo}</Field>}
    </SimpleGrid>
  );
}
