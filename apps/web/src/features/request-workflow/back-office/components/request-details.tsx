import { Badge, SimpleGrid } from '@mantine/core';
import type { StaffChangeRequest, StaffEducationRequest, StaffProposal } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/numbers.ts';
import { LabelledValue } from '../../../../components/labelled-value.tsx';
import { formatDay } from '../../../../lib/dates.ts';

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

/** A company change request: internship, student, dates, tutor, action and reason. */
export function ChangeRequestDetail({ row: r }: { row: StaffChangeRequest }) {
  const { t, i18n } = useTranslation('staffRequests');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledValue preLine label={t('changes.company')}>
        {r.empresa}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.internship')}>
        {r.practica}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.student')}>
        {r.alumno}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.dates')}>
        {t('fromTo', { start: r.fechaInicio, end: r.fechaFin })}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.tutor')}>
        {r.tutor ?? '—'}
        {r.tutorEmail === null ? '' : ` (${r.tutorEmail})`}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.action')}>
        {t(`actions.${r.accion}`)}
      </LabelledValue>
      <LabelledValue preLine label={t('list.date')}>
        {formatDay(r.fecha, i18n.language)}
      </LabelledValue>
      <LabelledValue preLine label={t('list.state')}>
        {t(`states.${r.estado}`)}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.requestedBy')}>
        {r.solicitante ?? '—'}
      </LabelledValue>
      {r.resueltaPor !== null && (
        <LabelledValue preLine label={t('list.decidedBy')}>
          {r.resueltaPor}
        </LabelledValue>
      )}
      <LabelledValue preLine label={t('changes.description')}>
        {r.descripcion}
      </LabelledValue>
      {r.motivo !== null && (
        <LabelledValue preLine label={t('decision.reason')}>
          {r.motivo}
        </LabelledValue>
      )}
    </SimpleGrid>
  );
}

/** An internship proposal: student, company, contact, dates, schedule, pay and tutor. */
export function ProposalDetail({ row: p }: { row: StaffProposal }) {
  const { t, i18n } = useTranslation('staffRequests');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledValue preLine label={t('proposals.student')}>
        {p.alumno} ({p.emailAlumno})
      </LabelledValue>
      <LabelledValue preLine label={t('proposals.origin')}>
        {t(`origins.${p.origen}`)}
      </LabelledValue>
      <LabelledValue preLine label={t('proposals.company')}>
        {p.nombreEmpresa} · {p.cifEmpresa}
      </LabelledValue>
      <LabelledValue preLine label={t('proposals.contact')}>
        {p.nombreContacto ?? '—'} ({p.emailContacto})
      </LabelledValue>
      <LabelledValue preLine label={t('changes.dates')}>
        {t('fromTo', { start: p.fechaInicio, end: p.fechaFin })}
      </LabelledValue>
      <LabelledValue preLine label={t('proposals.schedule')}>
        {t('proposals.scheduleText', {
          hours: p.horasDia,
          days: p.diasSemana,
          months: p.meses,
        })}
      </LabelledValue>
      <LabelledValue preLine label={t('proposals.pay')}>
        {p.remuneracion === null ? '—' : formatMoney(p.remuneracion, i18n.language)}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.tutor')}>
        {p.tutorNombre} ({p.tutorEmail})
      </LabelledValue>
      <LabelledValue preLine label={t('list.state')}>
        {t(`states.${p.estado}`)}
      </LabelledValue>
      {p.resueltaPor !== null && (
        <LabelledValue preLine label={t('list.decidedBy')}>
          {p.resueltaPor}
        </LabelledValue>
      )}
      <LabelledValue preLine label={t('proposals.description')}>
        {p.descripcion}
      </LabelledValue>
      {p.motivo !== null && (
        <LabelledValue preLine label={t('decision.reason')}>
          {p.motivo}
        </LabelledValue>
      )}
    </SimpleGrid>
  );
}

/** An education internship request: centre, student, stage, dates, tutor and notes. */
export function EducationRequestDetail({ row: e }: { row: StaffEducationRequest }) {
  const { t, i18n } = useTranslation('staffRequests');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LabelledValue preLine label={t('education.centre')}>
        {e.centro}
      </LabelledValue>
      <LabelledValue preLine label={t('education.student')}>
        {e.alumno.nombre} {e.alumno.apellidos} ({e.alumno.dni ?? '—'}, {e.alumno.email})
      </LabelledValue>
      <LabelledValue preLine label={t('education.origin')}>
        {t(`educationOrigins.${e.origen}`)}
      </LabelledValue>
      <LabelledValue preLine label={t('education.stage')}>
        {t(`stages.${e.etapa}`)}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.dates')}>
        {t('fromTo', {
          start: formatDay(e.fechaInicio, i18n.language),
          end: formatDay(e.fechaFin, i18n.language),
        })}
      </LabelledValue>
      <LabelledValue preLine label={t('changes.tutor')}>
        {e.tutorNombre ?? '—'}
        {e.tutorEmail === null ? '' : ` (${e.tutorEmail})`}
      </LabelledValue>
      <LabelledValue preLine label={t('list.state')}>
        {t(`educationStates.${e.estado}`)}
      </LabelledValue>
      {e.resueltaPor !== null && (
        <LabelledValue preLine label={t('list.decidedBy')}>
          {e.resueltaPor}
        </LabelledValue>
      )}
      {e.observaciones !== null && (
        <LabelledValue preLine label={t('education.notes')}>
          {e.observaciones}
        </LabelledValue>
      )}
      {e.motivo !== null && (
        <LabelledValue preLine label={t('decision.reason')}>
          {e.motivo}
        </LabelledValue>
      )}
    </SimpleGrid>
  );
}
