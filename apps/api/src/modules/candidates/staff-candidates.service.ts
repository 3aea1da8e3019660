import {
  callUrl,
  Codes,
  staffCandidateCalls,
  type StaffBlockCandidateBody,
  type StaffCandidateList,
  type StaffCandidateQuery,
  type StaffCandidateSheet,
  type StaffDeletionRejectBody,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { queueAccountMail } from '../accounts/accounts.mail.ts';
import { recordAudit } from '../audit/audit.ts';
import { getCvPdf, getMyCv } from '../cv/get-cv.service.ts';
import { documentGroupOf, documentTypeName } from '../cv/cv.mapper.ts';
import { estadosCandidaturasAlumno, titulaciones } from '../domains/data/index.ts';
import { forgetAccountState } from '../users/account-state.ts';
import { anonymiseCandidate } from './anonymise.ts';
import { collectPersonRows } from './person-data.ts';
import * as repo from './staff-candidates.repository.ts';

const degreeName = new Map(titulaciones.map((t) => [t.id, t.descripcion]));
const stateName = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));
const internshipStateName: Record<string, string> = {
  pendiente: 'Pendiente',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Degrees whose name contains the text (accents and case ignored); null without a filter. */
export function degreeIdsMatching(text: string | undefined): number[] | null {
  if (!text) {
    return null;
  }
  const wanted = fold(text);
  return titulaciones.filter((t) => fold(t.descripcion).includes(wanted)).map((t) => t.id);
}

export async function withDegrees(db: Db, rows: repo.CandidateListRow[]) {
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
    titulaciones: [
      ...new Set(
        studies
          .filter((s) => s.candidateId === row.id)
          .map((s) => degreeName.get(s.idTitulacion) ?? `Titulación ${String(s.idTitulacion)}`),
      ),
    ],
  }));
}

export async function searchCandidates(
  ctx: AppContext,
  query: StaffCandidateQuery,
): Promise<StaffCandidateList> {
  const { pagina, porPagina, ...filters } = query;
  const { rows, total } = await repo.searchCandidates(
    ctx.db,
    { ...filters, degreeIds: degreeIdsMatching(filters.titulacion) },
    { limit: porPagina, offset: (pagina - 1) * porPagina },
  );
  return { total, candidatos: await withDegrees(ctx.db, rows) };
}

async function mustFind(db: Db, id: number, lock = false) {
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

const conflict = (message: string) =>
  new AppError(Codes.SERVER_MESSAGE, { httpStatus: 409, message });

type AccountChange = {
  action: string;
  allowedFrom: readonly ('activo' | 'bloqueado' | 'baja')[];
  refused: string;
  estado: 'activo' | 'bloqueado' | 'baja';
  mensaje: string | null;
  reason?: string | null;
};

/** Changes the account state with its audit row in one transaction; sessions end at once. */
async function changeAccount(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  change: AccountChange,
  requestId: string,
): Promise<StaffCandidateSheet> {
  await ctx.db.transaction(async (tx) => {
    const before = await mustFind(tx, id, true);
    if (!change.allowedFrom.includes(before.estado) || (await repo.wasAnonymised(tx, id))) {
      throw conflict(change.refused);
    }
    await repo.setAccountState(tx, id, change.estado, change.mensaje);
    await recordAudit(tx, {
      actor: me,
      action: change.action,
      entity: 'candidato',
      entityId: id,
      before: { estado: before.estado, mensajeBloqueo: before.mensajeBloqueo },
      after: { estado: change.estado, mensajeBloqueo: change.mensaje },
      reason: change.reason ?? change.mensaje,
      requestId,
    });
  });
  forgetAccountState(id);
  return candidateSheet(ctx, id);
}

export const blockCandidate = (
  ctx: AppContext,
  me: AuthUser,
  body: StaffBlockCandidateBody,
  requestId: string,
) =>
  changeAccount(
    ctx,
    me,
    body.idUsuario,
    {
      action: 'candidato.bloquear',
      allowedFrom: ['activo', 'bloqueado'],
      refused: 'Este candidato está dado de baja: no se puede bloquear.',
      estado: 'bloqueado',
      mensaje: body.mensaje,
    },
    requestId,
  );

export const unblockCandidate = (
  ctx: AppContext,
  me: AuthUser,
  id: number,
  motivo: string | undefined,
  requestId: string,
) =>
  changeAccount(
    ctx,
    me,
    id,
    {
      action: 'candidato.desbloquear',
      allowedFrom: ['bloqueado', 'baja'],
      refused: 'Este candidato ya está activo.',
      estado: 'activo',
      mensaje: null,
      reason: motivo ?? null,
    },
    requestId,
  );

export const withdrawCandidate = (
  ctx: AppContext,
  me: AuthUser,
  id: number,
  motivo: string | undefined,
  requestId: string,
) =>
  changeAccount(
    ctx,
    me,
    id,
    {
      action: 'candidato.dar_de_baja',
      allowedFrom: ['activo', 'bloqueado'],
      refused: 'Este candidato ya está dado de baja.',
      estado: 'baja',
      mensaje: null,
      reason: motivo ?? null,
    },
    requestId,
  );

/**
 * A document of a candidate's CV downloaded by staff. The audit row (RGPD: who looked at whose
 * document) is written before the file leaves.
 */
export async function downloadCandidateDocument(
  ctx: AppContext,
  me: AuthUser,
  documentId: number,
  requestId: string,
): Promise<PrivateFile> {
  const row = await repo.findDocument(ctx.db, documentId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const data = await ctx.storage.get(row.storageKey);
  await recordAudit(ctx.db, {
    actor: me,
    action: 'candidato.descargar_documento',
    entity: 'candidato',
    entityId: row.candidateId,
    after: {
      idDocumento: row.id,
      nombre: row.nombre,
      tipo: documentTypeName(row.idTipoDocumento),
    },
    requestId,
  });
  return { data, mime: row.mime, nombre: row.nombre };
}

/** The generated CV PDF of a candidate, as a company receives it, downloaded by staff (audited). */
export async function downloadCandidateCv(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
): Promise<PrivateFile> {
  await mustFind(ctx.db, id);
  if (await repo.wasAnonymised(ctx.db, id)) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await getCvPdf(ctx, id);
  await recordAudit(ctx.db, {
    actor: me,
    action: 'candidato.descargar_cv',
    entity: 'candidato',
    entityId: id,
    after: { nombre: file.nombre },
    requestId,
  });
  return file;
}

/** RGPD access request: every row of every table about the person, as a JSON file. */
export async function exportPersonData(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
): Promise<PrivateFile> {
  const account = await mustFind(ctx.db, id);
  const tablas = await collectPersonRows(ctx.db, id, account.email);
  await recordAudit(ctx.db, {
    actor: me,
    action: 'candidato.exportar_datos',
    entity: 'candidato',
    entityId: id,
    after: { tablas: Object.keys(tablas) },
    requestId,
  });
  const body = {
    generado: new Date().toISOString(),
    descripcion:
      'Todos los datos personales que el Portal de Empleo guarda sobre esta persona (derecho de acceso, art. 15 RGPD), una entrada por tabla.',
    idUsuario: id,
    tablas,
  };
  return {
    data: Buffer.from(JSON.stringify(body, null, 2), 'utf8'),
    mime: 'application/json; charset=utf-8',
    nombre: `datos-personales-${String(id)}.json`,
  };
}

const mails = {
  es: {
    approvedSubject: 'Tu baja del Portal de Empleo se ha tramitado',
    approved: (nombre: string) =>
      `Hola ${nombre}:\n\nEl Servicio de Empleo ha tramitado tu solicitud de baja. Hemos eliminado tus datos personales del Portal de Empleo; tu cuenta ya no existe y no podrás volver a entrar con ella.\n`,
    rejectedSubject: 'Tu solicitud de baja del Portal de Empleo',
    rejected: (nombre: string, motivo: string) =>
      `Hola ${nombre}:\n\nEl Servicio de Empleo no ha podido tramitar tu solicitud de baja por este motivo:\n\n${motivo}\n\nTu cuenta sigue activa. Si tienes dudas, responde a este correo o contacta con el Servicio de Empleo.\n`,
  },
  en: {
    approvedSubject: 'Your Job Portal account has been removed',
    approved: (nombre: string) =>
      `Hello ${nombre},\n\nThe careers service has processed your request to leave. Your personal data have been removed from the Job Portal; your account no longer exists and you cannot sign in with it again.\n`,
    rejectedSubject: 'Your request to leave the Job Portal',
    rejected: (nombre: string, motivo: string) =>
      `Hello ${nombre},\n\nThe careers service could not process your request to leave, for this reason:\n\n${motivo}\n\nYour account remains active. If you have any questions, reply to this email or contact the careers service.\n`,
  },
} as const;

async function lockPendingRequest(db: Db, id: number) {
  const request = await repo.lockDeletionRequest(db, id);
  if (!request) {
    throw new AppError(Codes.NOT_FOUND);
  }
  if (request.estado !== 'pendiente') {
    throw conflict('Esta solicitud de baja ya se ha resuelto.');
  }
  return request;
}

/**
 * Approves a deletion request: the person's data are anonymised, the request marked processed and
 * the audit row written, all in one transaction; then the candidate is mailed at the address the
 * account had (the mail is the last thing the portal sends there).
 */
export async function approveDeletion(
  ctx: AppContext,
  me: AuthUser,
  requestIdToApprove: number,
  requestId: string,
): Promise<void> {
  const done = await ctx.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, requestIdToApprove);
    const account = await mustFind(tx, request.candidateId, true);
    const result = await anonymiseCandidate(tx, account.id, account.email);
    await repo.decideDeletionRequest(tx, request.id, {
      estado: 'tramitada',
      processedBy: me.id,
      motivoRechazo: null,
    });
    await recordAudit(tx, {
      actor: me,
      action: 'candidato.anonimizar',
      entity: 'candidato',
      entityId: account.id,
      before: { estado: account.estado, solicitud: request.id },
      after: { estado: 'baja', anonimizado: true, filas: result.tablas },
      requestId,
    });
    const text = mails[account.idioma];
    const send = await queueAccountMail(
      ctx,
      { to: account.email, subject: text.approvedSubject, text: text.approved(account.nombre) },
      tx,
    );
    return { account, files: result.files, send };
  });
  forgetAccountState(done.account.id);
  for (const key of done.files) {
    await ctx.storage.remove(key).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'file of an anonymised person not removed');
    });
  }
  await done.send();
}

export async function rejectDeletion(
  ctx: AppContext,
  me: AuthUser,
  body: StaffDeletionRejectBody,
  requestId: string,
): Promise<void> {
  const send = await ctx.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, body.idSolicitud);
    const candidate = await mustFind(tx, request.candidateId);
    await repo.decideDeletionRequest(tx, request.id, {
      estado: 'rechazada',
      processedBy: me.id,
      motivoRechazo: body.motivo,
    });
    await recordAudit(tx, {
      actor: me,
      action: 'solicitud_baja.rechazar',
      entity: 'solicitud_baja',
      entityId: request.id,
      before: { estado: 'pendiente' },
      after: { estado: 'rechazada', idAlumno: candidate.id },
      reason: body.motivo,
      requestId,
    });
    const text = mails[candidate.idioma];
    return queueAccountMail(
      ctx,
      {
        to: candidate.email,
        subject: text.rejectedSubject,
        text: text.rejected(candidate.nombre, body.motivo),
      },
      tx,
    );
  });
  await send();
}
