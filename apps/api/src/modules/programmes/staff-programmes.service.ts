import {
  Codes,
  pathFor,
  searchRows,
  type StaffAdhesion,
  type StaffProgramme,
  type staffAdhesionDecisionBodySchema,
  type staffAdhesionQuerySchema,
  type staffProgrammeBodySchema,
  type staffTextExportQuerySchema,
} from '@portal/contracts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { slugify } from '../../lib/slug.ts';
import { yesNo, type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { users } from '../users/users.table.ts';
import { programmeAdhesions, programmes } from './programmes.table.ts';

type Body = z.output<typeof staffProgrammeBodySchema>;
type Row = typeof programmes.$inferSelect;

const countOf = (estado: string) =>
  sql<number>`(select count(*) from ${programmeAdhesions} where ${programmeAdhesions.programmeId} = ${programmes.id} and ${programmeAdhesions.estado} = ${estado})`.mapWith(
    Number,
  );

const toStaffProgramme = (
  row: Row,
  counts: { pendiente: number; aceptada: number; rechazada: number },
): StaffProgramme => ({
  idPrograma: row.id,
  urlAcceso: row.slug,
  titulo: row.titulo,
  descripcion: row.descripcion,
  financiacion: row.financiacion,
  tiposEstudios: row.tiposEstudios,
  fechaInicio: row.fechaInicio,
  fechaFin: row.fechaFin,
  meses: row.meses,
  dedicacion: row.dedicacion,
  urlImagen: row.urlImagen,
  activo: row.activo,
  adhesiones: counts,
});

const selectWithCounts = (db: Db) =>
  db
    .select({
      programme: programmes,
      pendiente: countOf('pendiente'),
      aceptada: countOf('aceptada'),
      rechazada: countOf('rechazada'),
    })
    .from(programmes);

type CountedRow = Awaited<ReturnType<ReturnType<typeof selectWithCounts>['execute']>>[number];
const fromCounted = (r: CountedRow) =>
  toStaffProgramme(r.programme, {
    pendiente: r.pendiente,
    aceptada: r.aceptada,
    rechazada: r.rechazada,
  });

const auditView = ({ id: _id, documentosRequeridos: _docs, ...rest }: Row) => rest;

export async function listStaffProgrammes(ctx: AppContext): Promise<StaffProgramme[]> {
  const rows = await selectWithCounts(ctx.db).orderBy(
    desc(programmes.activo),
    desc(programmes.fechaInicio),
    asc(programmes.titulo),
  );
  return rows.map(fromCounted);
}

/** The programmes list as the staff page shows it searched (every word of the title), with counts. */
export async function exportProgrammes(
  ctx: AppContext,
  query: z.output<typeof staffTextExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = searchRows(await listStaffProgrammes(ctx), query.texto ?? '', (p) => [p.titulo]);
  return tableFile(
    {
      sheet: 'Programas',
      header: [
        'Id',
        'Título',
        'Inicio',
        'Fin',
        'Meses',
        'Dedicación (%)',
        'Financiación',
        'Tipos de estudios',
        'Activo',
        'Adhesiones pendientes',
        'Adhesiones aceptadas',
        'Adhesiones rechazadas',
      ],
      rows: rows.map((p) => [
        String(p.idPrograma),
        p.titulo,
        p.fechaInicio,
        p.fechaFin,
        String(p.meses),
        String(p.dedicacion),
        p.financiacion,
        p.tiposEstudios,
        yesNo(p.activo, lang),
        String(p.adhesiones.pendiente),
        String(p.adhesiones.aceptada),
        String(p.adhesiones.rechazada),
      ]),
    },
    query.formato,
    'programas',
    lang,
  );
}

async function getStaffProgramme(db: Db, id: number): Promise<StaffProgramme> {
  const [row] = await selectWithCounts(db).where(eq(programmes.id, id));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return fromCounted(row);
}

const valuesOf = (body: Body) => ({
  titulo: body.titulo,
  descripcion: sanitizeRichText(body.descripcion),
  financiacion: body.financiacion,
  tiposEstudios: body.tiposEstudios,
  fechaInicio: body.fechaInicio,
  fechaFin: body.fechaFin,
  meses: body.meses ?? 1,
  dedicacion: body.dedicacion,
  urlImagen: body.urlImagen,
  activo: body.activo,
});

async function uniqueSlug(db: Db, titulo: string) {
  const base = slugify(titulo) || 'programa';
  for (let i = 1; i < 100; i += 1) {
    const slug = i === 1 ? base : `${base}-${String(i)}`;
    const taken = await db
      .select({ id: programmes.id })
      .from(programmes)
      .where(eq(programmes.slug, slug));
    if (taken.length === 0) {
      return slug;
    }
  }
  return `${base}-${String(Date.now())}`;
}

export async function createProgramme(
  ctx: AppContext,
  actor: AuditActor,
  body: Body,
  requestId?: string,
): Promise<StaffProgramme> {
  return ctx.db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, body.titulo);
    const [row] = await tx
      .insert(programmes)
      .values({ ...valuesOf(body), slug })
      .returning();
    if (!row) {
      throw new Error('programme not inserted');
    }
    await recordAudit(tx, {
      actor,
      action: 'programa.crear',
      entity: 'programa',
      entityId: row.id,
      after: auditView(row),
      requestId,
    });
    return getStaffProgramme(tx, row.id);
  });
}

export async function editProgramme(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: Body,
  requestId?: string,
): Promise<StaffProgramme> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(programmes).where(eq(programmes.id, id)).for('update');
    if (!current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const [row] = await tx
      .update(programmes)
      .set(valuesOf(body))
      .where(eq(programmes.id, id))
      .returning();
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await recordAudit(tx, {
      actor,
      action: 'programa.editar',
      entity: 'programa',
      entityId: id,
      before: auditView(current),
      after: auditView(row),
      requestId,
    });
    return getStaffProgramme(tx, id);
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const adhesionSelection = {
  programmeId: programmeAdhesions.programmeId,
  candidateId: programmeAdhesions.candidateId,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
  createdAt: programmeAdhesions.createdAt,
  estado: programmeAdhesions.estado,
  motivo: programmeAdhesions.motivo,
  decididaAt: programmeAdhesions.decididaAt,
};

function selectAdhesions(db: Db, conditions: SQL[]) {
  return db
    .select(adhesionSelection)
    .from(programmeAdhesions)
    .innerJoin(users, eq(users.id, programmeAdhesions.candidateId))
    .where(and(...conditions))
    .orderBy(asc(programmeAdhesions.createdAt), asc(programmeAdhesions.candidateId));
}

const toAdhesion = (r: Awaited<ReturnType<typeof selectAdhesions>>[number]): StaffAdhesion => ({
  idPrograma: r.programmeId,
  idCandidato: r.candidateId,
  nombre: r.nombre,
  apellidos: r.apellidos,
  email: r.email,
  fechaSolicitud: r.createdAt.toISOString(),
  estado: r.estado,
  motivo: r.motivo,
  fechaDecision: r.decididaAt?.toISOString() ?? null,
});

/** Adhesions of a programme, oldest first, with filters by state and name or email. */
export async function listAdhesions(
  ctx: AppContext,
  id: number,
  query: z.output<typeof staffAdhesionQuerySchema>,
): Promise<StaffAdhesion[]> {
  await getStaffProgramme(ctx.db, id);
  const conditions: SQL[] = [eq(programmeAdhesions.programmeId, id)];
  if (query.estado) {
    conditions.push(eq(programmeAdhesions.estado, query.estado));
  }
  if (query.texto) {
    const like = `%${escapeLike(query.texto)}%`;
    const text = or(
      ilike(users.nombre, like),
      ilike(users.apellidos, like),
      ilike(users.email, like),
    );
    if (text) {
      conditions.push(text);
    }
  }
  return (await selectAdhesions(ctx.db, conditions)).map(toAdhesion);
}

/**
 * Accepts or rejects an adhesion; the student is told in the portal and by email (in the
 * transaction; the email after it). A rejected adhesion stops the student applying (91).
 */
export async function decideAdhesion(
  ctx: AppContext,
  actor: AuditActor,
  body: z.output<typeof staffAdhesionDecisionBodySchema>,
  requestId?: string,
): Promise<StaffAdhesion> {
  const { result, send } = await ctx.db.transaction(async (tx) => {
    const [programme] = await tx
      .select()
      .from(programmes)
      .where(eq(programmes.id, body.idPrograma));
    const key = and(
      eq(programmeAdhesions.programmeId, body.idPrograma),
      eq(programmeAdhesions.candidateId, body.idCandidato),
    );
    const [current] = await tx.select().from(programmeAdhesions).where(key).for('update');
    if (!programme || !current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const motivo = body.decision === 'rechazada' ? body.motivo : null;
    await tx
      .update(programmeAdhesions)
      .set({ estado: body.decision, motivo, decididaAt: new Date(), decididaPor: actor.id })
      .where(key);
    await recordAudit(tx, {
      actor,
      action: body.decision === 'aceptada' ? 'adhesion.aceptar' : 'adhesion.rechazar',
      entity: 'adhesion',
      entityId: `${String(body.idPrograma)}:${String(body.idCandidato)}`,
      before: { estado: current.estado, motivo: current.motivo },
      after: { estado: body.decision, motivo },
      reason: motivo,
      requestId,
    });
    const accepted = body.decision === 'aceptada';
    const notice = {
      titulo: accepted
        ? `Adhesión aceptada: ${programme.titulo}`
        : `Adhesión no aceptada: ${programme.titulo}`,
      texto: accepted
        ? `El Servicio de Empleo ha aceptado tu adhesión al programa «${programme.titulo}». Ya puedes inscribirte en sus ofertas.`
        : `El Servicio de Empleo no ha aceptado tu adhesión al programa «${programme.titulo}». Motivo: ${motivo ?? ''}`,
      en: {
        titulo: accepted
          ? `Membership accepted: ${programme.titulo}`
          : `Membership not accepted: ${programme.titulo}`,
        texto: accepted
          ? `The careers office has accepted your membership of the programme “${programme.titulo}”. You can now apply to its offers.`
          : `The careers office has not accepted your membership of the programme “${programme.titulo}”. Reason: ${motivo ?? ''}`,
      },
      urlAcceso: pathFor('ficha_programa', { id: programme.slug }),
      importante: !accepted,
    };
    const sendMail = await notifyUser(ctx, body.idCandidato, notice, tx);
    const [row] = await selectAdhesions(tx, [key ?? sql`false`]);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    return { result: toAdhesion(row), send: sendMail };
  });
  await send();
  return result;
}
