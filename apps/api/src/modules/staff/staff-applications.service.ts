import {
  callUrl,
  Codes,
  staffApplicationCalls,
  type StaffApplicationDetail,
  type StaffApplicationList,
  type StaffApplicationListQuery,
  type StaffApplicationRow,
  type StaffChangeApplicationStateBody,
  type StaffInternshipDetail,
  type StaffInternshipList,
  type StaffInternshipListQuery,
  type StaffInternshipRow,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { PORTAL_TIME_ZONE, toDdMmYyyy } from '../../lib/dates.ts';
import type { ExportText } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { allowedMoves, phaseOf } from '../application-states/application-state-machine.ts';
import { transitionApplication } from '../application-states/application-state.service.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from './staff-companies-admin.service.ts';
import * as repo from './staff-applications.repository.ts';

const dateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: PORTAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const toDateTime = (value: Date) => dateTime.format(value).replace(',', '');

export const toApplicationRow = (row: repo.StaffApplicationDbRow): StaffApplicationRow => ({
  idCandidatura: row.id,
  idOferta: row.offerId,
  oferta: row.oferta,
  familia: row.familia,
  idEmpresa: row.companyId,
  empresa: row.empresa,
  idCandidato: row.candidateId,
  candidato: `${row.nombre} ${row.apellidos}`.trim(),
  email: row.email,
  idEstado: row.estado,
  Estado: stateName(row.estado),
  pendienteFirma: row.pendienteFirma,
  fecha: toDdMmYyyy(row.createdAt),
  fechaCambio: toDdMmYyyy(row.updatedAt),
});

export const applicationSearch = (
  query: Omit<StaffApplicationListQuery, 'pagina' | 'porPagina'>,
) => ({
  idOferta: query.idOferta,
  idEmpresa: query.idEmpresa,
  estado: query.estado,
  texto: query.texto,
});

export async function listStaffApplications(
  ctx: AppContext,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationList> {
  const search = applicationSearch(query);
  const page = { limit: query.porPagina, offset: (query.pagina - 1) * query.porPagina };
  const [rows, total] = await Promise.all([
    repo.listApplications(ctx.db, search, page),
    repo.countApplications(ctx.db, search),
  ]);
  return { candidaturas: rows.map(toApplicationRow), total };
}

export async function getStaffApplication(
  ctx: AppContext,
  applicationId: number,
): Promise<StaffApplicationDetail> {
  const row = await repo.findApplication(ctx.db, applicationId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const history = await repo.applicationHistory(ctx.db, applicationId);
  const moves = allowedMoves(phaseOf(row), 'company', { internship: row.familia !== 'empleo' });
  return {
    ...toApplicationRow(row),
    estadosPermitidos: moves.map((idEstado) => ({ idEstado, Estado: stateName(idEstado) })),
    historial: history.map((h) => ({
      idEstado: h.estado,
      Estado: stateName(h.estado),
      fecha: toDateTime(h.fecha),
      autor:
        h.autorNombre === null
          ? null
          : `${h.autorNombre} ${h.autorApellidos ?? ''}`.trim() +
            (h.autorRol === 'gestor' ? ' (Servicio de Empleo)' : ''),
      comentario: h.comentario,
    })),
  };
}

/**
 * Gestion/cambiaEstadoCandidatura: the careers office moves an application as its company would
 * (the same transition table: 14 from a final state or while the candidate has the next move, 49
 * for a move the table lacks); the history keeps who moved it and the candidate is told.
 */
export async function changeStaffApplicationState(
  ctx: AppContext,
  act: StaffAct,
  body: StaffChangeApplicationStateBody,
): Promise<StaffApplicationDetail> {
  if (!(await repo.findApplication(ctx.db, body.idCandidatura))) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const send = await ctx.db.transaction(async (tx) => {
    const outcome = await transitionApplication(ctx, tx, {
      target: { applicationId: body.idCandidatura },
      actor: 'company',
      to: body.idEstado,
      by: act.actor.id,
      comentario: body.comentario ?? null,
    });
    await recordAudit(tx, {
      ...act,
      action: 'candidatura.cambiar_estado',
      entity: 'candidatura',
      entityId: body.idCandidatura,
      before: { estado: outcome.from },
      after: { estado: outcome.application.estado },
      reason: body.comentario ?? null,
    });
    return outcome.send;
  });
  await send();
  return getStaffApplication(ctx, body.idCandidatura);
}

export const internshipStateNames: Record<StaffInternshipRow['estado'], ExportText> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

export const toInternshipRow = (row: repo.StaffInternshipDbRow): StaffInternshipRow => ({
  idPractica: row.id,
  titulo: row.titulo,
  idEmpresa: row.companyId,
  empresa: row.empresa,
  idCandidato: row.candidateId,
  candidato: `${row.nombre} ${row.apellidos}`.trim(),
  estado: row.estado,
  fechaInicio: toDdMmYyyy(row.fechaInicio),
  fechaFin: toDdMmYyyy(row.fechaFin),
  numDocumentos: row.numDocumentos,
  numDocumentosPendientes: row.numDocumentosPendientes,
});

export const internshipSearch = (
  query: Omit<StaffInternshipListQuery, 'pagina' | 'porPagina'>,
) => ({
  idEmpresa: query.idEmpresa,
  estado: query.estado,
  texto: query.texto,
});

export async function listStaffInternships(
  ctx: AppContext,
  query: StaffInternshipListQuery,
): Promise<StaffInternshipList> {
  const search = internshipSearch(query);
  const page = { limit: query.porPagina, offset: (query.pagina - 1) * query.porPagina };
  const [rows, total] = await Promise.all([
    repo.listInternships(ctx.db, search, page),
    repo.countInternships(ctx.db, search),
  ]);
  return { practicas: rows.map(toInternshipRow), total };
}

const person = (name: string | null, email: string | null) =>
  name === null && email === null ? null : [name, email && `<${email}>`].filter(Boolean).join(' ');

export async function getStaffInternship(
  ctx: AppContext,
  internshipId: number,
): Promise<StaffInternshipDetail> {
  const row = await repo.findInternship(ctx.db, internshipId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const documents = await repo.internshipDocumentList(ctx.db, internshipId);
  return {
    ...toInternshipRow(row),
    email: row.email,
    curricular: row.curricular,
    tutorEmpresa: person(row.tutorEmpresaNombre, row.tutorEmpresaEmail),
    tutorAcademico: person(row.tutorAcademicoNombre, row.tutorAcademicoEmail),
    idCandidatura: row.applicationId,
    documentos: documents.map((d) => ({
      idDocumento: d.id,
      nombre: d.nombre,
      descripcion: d.descripcion,
      solicitado: d.solicitado,
      fechaLimite: d.fechaLimite === null ? null : toDdMmYyyy(d.fechaLimite),
      entregado: d.entregadoAt !== null,
      fechaEntrega: d.entregadoAt === null ? null : toDdMmYyyy(d.entregadoAt),
      nombreFichero: d.nombreFichero,
      url:
        d.storageKey === null
          ? null
          : callUrl(staffApplicationCalls.internshipDocument, { params: { id: d.id } }),
    })),
  };
}

/**
 * The file delivered for a document of an internship, downloaded by staff. The audit row (RGPD:
 * who looked at whose document) is written before the file leaves.
 */
export async function downloadInternshipDocument(
  ctx: AppContext,
  act: StaffAct,
  documentId: number,
): Promise<PrivateFile> {
  const doc = await repo.findInternshipDocument(ctx.db, documentId);
  if (!doc?.storageKey) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const data = await ctx.storage.get(doc.storageKey);
  await recordAudit(ctx.db, {
    actor: act.actor,
    action: 'practica.descargar_documento',
    entity: 'practica',
    entityId: doc.internshipId,
    after: {
      idDocumento: doc.id,
      nombre: doc.nombre,
      fichero: doc.nombreFichero,
      idCandidato: doc.candidateId,
    },
    requestId: act.requestId,
  });
  return {
    data,
    mime: doc.mime ?? 'application/octet-stream',
    nombre: doc.nombreFichero ?? `${doc.nombre}.${doc.extension ?? 'pdf'}`,
  };
}
