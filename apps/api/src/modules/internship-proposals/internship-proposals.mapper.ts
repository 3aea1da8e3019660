import type { InternshipProposal, StaffProposal } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { ProposalDetailRow } from './internship-proposals.repository.ts';

export const toProposal = (row: ProposalDetailRow): InternshipProposal => {
  const p = row.proposal;
  return {
    idPropuesta: p.id,
    origen: p.origen,
    estado: p.estado,
    alumno: `${row.nombre} ${row.apellidos}`.trim(),
    cifEmpresa: p.cifEmpresa,
    nombreEmpresa: p.nombreEmpresa,
    emailContacto: p.emailContacto,
    nombreContacto: p.nombreContacto,
    fechaInicio: toDdMmYyyy(p.fechaInicio),
    fechaFin: toDdMmYyyy(p.fechaFin),
    horasDia: Number(p.horasDia),
    diasSemana: p.diasSemana,
    meses: p.meses,
    remuneracion: p.remuneracion === null ? null : Number(p.remuneracion),
    tutorNombre: p.tutorNombre,
    tutorEmail: p.tutorEmail,
    descripcion: p.descripcion,
    fecha: toDdMmYyyy(p.createdAt),
    motivo: p.motivo,
    fechaResolucion: p.decidedAt ? toDdMmYyyy(p.decidedAt) : null,
  };
};

export const toStaffProposal = (row: ProposalDetailRow): StaffProposal => ({
  ...toProposal(row),
  emailAlumno: row.email,
  resueltaPor: row.resueltaPor,
});
