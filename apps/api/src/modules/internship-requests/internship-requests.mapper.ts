import type {
  CompanyInternship,
  InternshipChangeRequest,
  StaffChangeRequest,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { InternshipRow } from '../internships/internships.table.ts';
import type { StaffChangeRequestRow } from './internship-requests.repository.ts';
import type { InternshipChangeRequestRow } from './internship-requests.table.ts';

export const toChangeRequest = (row: InternshipChangeRequestRow): InternshipChangeRequest => ({
  idSolicitud: row.id,
  idPractica: row.internshipId,
  accion: row.accion,
  descripcion: row.descripcion,
  fecha: toDdMmYyyy(row.createdAt),
  estado: row.estado,
  motivo: row.motivo,
  fechaResolucion: row.decidedAt ? toDdMmYyyy(row.decidedAt) : null,
});

/** Requests can be made about an internship that has not ended. */
export const acceptsRequests = (estado: InternshipRow['estado']) =>
  estado === 'pendiente' || estado === 'en_curso';

const person = (nombre: string | null, email: string | null) => (nombre ? { nombre, email } : null);

export const toCompanyInternship = (
  row: { internship: InternshipRow; nombre: string; apellidos: string; email: string },
  requests: readonly InternshipChangeRequestRow[],
): CompanyInternship => ({
  idPractica: row.internship.id,
  titulo: row.internship.titulo,
  alumno: { nombre: row.nombre, apellidos: row.apellidos, email: row.email },
  fechaInicio: toDdMmYyyy(row.internship.fechaInicio),
  fechaFin: toDdMmYyyy(row.internship.fechaFin),
  horasDia: row.internship.horasDia,
  tutor: person(row.internship.tutorEmpresaNombre, row.internship.tutorEmpresaEmail),
  tutorAcademico: person(row.internship.tutorAcademicoNombre, row.internship.tutorAcademicoEmail),
  estado: row.internship.estado,
  admiteSolicitudes: acceptsRequests(row.internship.estado),
  solicitudes: requests.map(toChangeRequest),
});

export const toStaffChangeRequest = (row: StaffChangeRequestRow): StaffChangeRequest => ({
  ...toChangeRequest(row.request),
  practica: row.practica,
  idEmpresa: row.request.companyId,
  empresa: row.empresa,
  alumno: `${row.alumnoNombre} ${row.alumnoApellidos}`.trim(),
  fechaInicio: toDdMmYyyy(row.fechaInicio),
  fechaFin: toDdMmYyyy(row.fechaFin),
  tutor: row.tutor,
  tutorEmail: row.tutorEmail,
  solicitante: row.solicitante,
  resueltaPor: row.resueltaPor,
});
