import {
  callUrl,
  Codes,
  staffCandidateCalls,
  type StaffCandidateList,
  type StaffCandidateQuery,
  type StaffCandidateSheet,
  foldText,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { getMyCv } from '../cv/get-cv.service.ts';
import { documentGroupOf, documentTypeName } from '../cv/cv.mapper.ts';
import { estadosCandidaturasAlumno, titulaciones } from '../domains/data/index.ts';
import { degreeName } from '../domains/domain-lookups.ts';
import * as repo from './staff-candidates.repository.ts';
import { pageWindow } from '../../lib/page-window.ts';

const stateName = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));

const internshipStateName: Record<string, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

/** Degrees whose name contains the text (accents and case ignored); null without a filter. */
export function degreeIdsMatching(text: string | undefined): number[] | null {
  if (!text) {
    return null;
  }
  const wanted = foldText(text);
  // Either language's name: the list shows the reader's.
  return titulaciones
    .filter((t) => [t.descripcion, t.descripcionEn ?? ''].some((n) => foldText(n).includes(wanted)))
    .map((t) => t.id);
}

export async function withDegrees(db: Db, rows: repo.CandidateListRow[], lang: 'es' | 'en' = 'es') {
  const studies = await repo.degreesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    idUsuario: row.id,
    nombre: row.nombre,
    apellidos: row.apellidos,
    email: row.email,
    dni: row.dni,
    estado: row.estado,
    solicitudBajaPendiente: row.solicitudBajaPendiente,
    verificado: row.verificado,
    activacionPendiente: row.activacionPendiente,
    titulaciones: [
      ...new Set(
        studies
          .filter((s) => s.candidateId === row.id)
          .map((s) => degreeName(s.idTitulacion, lang) ?? `Titulación ${String(s.idTitulacion)}`),
      ),
    ],
  }));
}

export async function searchCandidates(
  ctx: AppContext,
  query: StaffCandidateQuery,
  lang: 'es' | 'en' = 'es',
): Promise<StaffCandidateList> {
  const { pagina, porPagina, ...filters } = query;
  const { rows, total } = await repo.searchCandidates(
    ctx.db,
    { ...filters, degreeIds: degreeIdsMatching(filters.titulacion) },
    pageWindow({ pagina, porPagina }),
  );
  return { total, candidatos: await withDegrees(ctx.db, rows, lang) };
}

export async function mustFind(db: Db, id: number, lock = false) {
  const row = await repo.findCandidate(db, id, lock);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return row;
}

export async function candidateSheet(ctx: AppContext, id: number): Promise<StaffCandidateSheet> {
  const account = await mustFind(ctx.db, id);
  const anonymised = await repo.wasAnonymised(ctx.db, id);
  const [cv, apps, practicas, documentos, bajas] = await Promise.all([
    anonymised ? Promise.resolve(null) : getMyCv(ctx, id),
    repo.applicationsOf(ctx.db, id),
    repo.internshipsOf(ctx.db, id),
    repo.documentsOf(ctx.db, id),
    repo.deletionRequestsOf(ctx.db, id),
  ]);
  return {
    idUsuario: account.id,
    nombre: account.nombre,
    apellidos: account.apellidos,
    email: account.email,
    dni: account.dni,
    telefono: account.telefono,
    estado: account.estado,
    mensajeBloqueo: account.mensajeBloqueo,
    emailConfirmado: account.emailConfirmado,
    activacionPendiente: account.activacionPendiente,
    verificacion: {
      verificado: account.verificado,
      origen: account.verificacionOrigen,
      fecha: account.verificadoAt?.toISOString() ?? null,
      enExpediente: account.enExpediente,
    },
    alta: account.createdAt.toISOString(),
    ultimoAcceso: account.lastLoginAt?.toISOString() ?? null,
    cv,
    candidaturas: apps.map((a) => ({
      idCandidatura: a.id,
      idOferta: a.offerId,
      titulo: a.titulo,
      empresa: a.empresa,
      idEstado: a.estado,
      estado: stateName.get(a.estado) ?? String(a.estado),
      fecha: toDdMmYyyy(a.createdAt),
    })),
    practicas: practicas.map((p) => ({
      idPractica: p.id,
      titulo: p.titulo,
      empresa: p.empresa,
      estado: internshipStateName[p.estado] ?? p.estado,
      fechaInicio: toDdMmYyyy(p.fechaInicio),
      fechaFin: toDdMmYyyy(p.fechaFin),
    })),
    documentos: documentos.map((d) => ({
      idDocumento: d.id,
      nombre: d.nombre,
      fecha: toDdMmYyyy(d.createdAt),
      idTipoDocumento: d.idTipoDocumento,
      tipo: documentTypeName(d.idTipoDocumento),
      grupo: documentGroupOf(d.idTipoDocumento),
      url: callUrl(staffCandidateCalls.document, { params: { id: d.id } }),
    })),
    urlCV: anonymised ? null : callUrl(staffCandidateCalls.cvPdf, { params: { id } }),
    solicitudesBaja: bajas.map((b) => ({
      idSolicitud: b.id,
      estado: b.estado,
      fecha: toDdMmYyyy(b.createdAt),
      motivoRechazo: b.motivoRechazo,
    })),
  };
}
