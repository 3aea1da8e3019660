import {
  callUrl,
  Codes,
  staffApplicationCalls,
  type StaffInternshipDetail,
  type StaffInternshipList,
  type StaffInternshipListQuery,
  type StaffInternshipRow,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { ExportText } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-internships.repository.ts';
import { pageWindow } from '../../lib/page-window.ts';

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
  orden: query.orden,
});

export async function listStaffInternships(
  ctx: AppContext,
  query: StaffInternshipListQuery,
): Promise<StaffInternshipList> {
  const search = internshipSearch(query);
  const page = pageWindow(query);
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
