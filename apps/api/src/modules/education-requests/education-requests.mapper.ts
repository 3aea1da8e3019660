import type { EducationRequest, StaffEducationRequest } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { EducationRequestDetailRow } from './education-requests.repository.ts';

export const toEducationRequest = (row: EducationRequestDetailRow): EducationRequest => ({
  idSolicitud: row.request.id,
  origen: row.request.origen,
  estado: row.request.estado,
  alumno: {
    idAlumno: row.request.candidateId,
    nombre: row.nombre,
    apellidos: row.apellidos,
    dni: row.dni,
    email: row.email,
  },
  idCentro: row.request.centreId,
  centro: row.centro,
  etapa: row.request.etapa,
  fechaInicio: row.request.fechaInicio,
  fechaFin: row.request.fechaFin,
  tutorNombre: row.request.tutorNombre,
  tutorEmail: row.request.tutorEmail,
  observaciones: row.request.observaciones,
  motivo: row.request.motivo,
  fecha: toDdMmYyyy(row.request.createdAt),
  fechaResolucion: row.request.decidedAt
    ? toDdMmYyyy(row.request.decidedAt)
    : row.request.centreDecidedAt
      ? toDdMmYyyy(row.request.centreDecidedAt)
      : null,
  puedeDecidir: row.request.estado === 'pendiente_centro',
  editable:
    row.request.estado === 'pendiente_centro' || row.request.estado === 'pendiente_servicio',
});

export const toStaffEducationRequest = (row: EducationRequestDetailRow): StaffEducationRequest => ({
  ...toEducationRequest(row),
  resueltaPor: row.resueltaPor,
});
