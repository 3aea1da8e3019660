import {
  Codes,
  pathFor,
  type StaffAdhesion,
  type staffAdhesionDecisionBodySchema,
  type staffAdhesionQuerySchema,
} from '@portal/contracts';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../audit/audit.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { recordAdhesionDecision } from './adhesion-decision.ts';
import { users } from '../users/users.table.ts';
import { programmeAdhesions } from './programmes.table.ts';
import { getStaffProgramme } from './staff-programmes.service.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { likeContaining } from '../../lib/sql-search.ts';

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
    const like = likeContaining(query.texto);
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
    const key = and(
      eq(programmeAdhesions.programmeId, body.idPrograma),
      eq(programmeAdhesions.candidateId, body.idCandidato),
    );
    const { programme, motivo, accepted } = await recordAdhesionDecision(tx, {
      programmeId: body.idPrograma,
      decision: body.decision,
      motivo: body.motivo,
      lock: async () => (await tx.select().from(programmeAdhesions).where(key).for('update'))[0],
      write: (values) => tx.update(programmeAdhesions).set(values).where(key),
      actor,
      audit: {
        entity: 'adhesion',
        entityId: `${String(body.idPrograma)}:${String(body.idCandidato)}`,
        requestId,
      },
    });
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
  sendInBackground(send);
  return result;
}
