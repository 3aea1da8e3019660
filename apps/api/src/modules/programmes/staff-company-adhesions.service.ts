import {
  Codes,
  pathFor,
  type StaffCompanyAdhesion,
  type staffAdhesionQuerySchema,
  type staffCompanyAdhesionDecisionBodySchema,
} from '@portal/contracts';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../audit/audit.ts';
import { companies } from '../companies/companies.table.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import { recordAdhesionDecision } from './adhesion-decision.ts';
import { users } from '../users/users.table.ts';
import { programmeCompanyAdhesions, programmes } from './programmes.table.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { likeContaining } from '../../lib/sql-search.ts';

const selection = {
  programmeId: programmeCompanyAdhesions.programmeId,
  companyId: programmeCompanyAdhesions.companyId,
  nombreComercial: companies.nombreComercial,
  cif: companies.cif,
  solicitadaPor: programmeCompanyAdhesions.solicitadaPor,
  solicitanteNombre: users.nombre,
  solicitanteApellidos: users.apellidos,
  createdAt: programmeCompanyAdhesions.createdAt,
  estado: programmeCompanyAdhesions.estado,
  motivo: programmeCompanyAdhesions.motivo,
  decididaAt: programmeCompanyAdhesions.decididaAt,
};

function selectCompanyAdhesions(db: Db, conditions: SQL[]) {
  return db
    .select(selection)
    .from(programmeCompanyAdhesions)
    .innerJoin(companies, eq(companies.id, programmeCompanyAdhesions.companyId))
    .leftJoin(users, eq(users.id, programmeCompanyAdhesions.solicitadaPor))
    .where(and(...conditions))
    .orderBy(asc(programmeCompanyAdhesions.createdAt), asc(programmeCompanyAdhesions.companyId));
}

type Row = Awaited<ReturnType<typeof selectCompanyAdhesions>>[number];

const toAdhesion = (r: Row): StaffCompanyAdhesion => ({
  idPrograma: r.programmeId,
  idEmpresa: r.companyId,
  nombreComercial: r.nombreComercial,
  cif: r.cif,
  solicitante:
    r.solicitanteNombre === null
      ? null
      : `${r.solicitanteNombre} ${r.solicitanteApellidos ?? ''}`.trim(),
  fechaSolicitud: r.createdAt.toISOString(),
  estado: r.estado,
  motivo: r.motivo,
  fechaDecision: r.decididaAt?.toISOString() ?? null,
});

/** The companies that asked to join a programme, oldest first, by state and name or CIF. */
export async function listCompanyAdhesions(
  ctx: AppContext,
  id: number,
  query: z.output<typeof staffAdhesionQuerySchema>,
): Promise<StaffCompanyAdhesion[]> {
  const [programme] = await ctx.db
    .select({ id: programmes.id })
    .from(programmes)
    .where(eq(programmes.id, id));
  if (!programme) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const conditions: SQL[] = [eq(programmeCompanyAdhesions.programmeId, id)];
  if (query.estado) {
    conditions.push(eq(programmeCompanyAdhesions.estado, query.estado));
  }
  if (query.texto) {
    const like = likeContaining(query.texto);
    const text = or(ilike(companies.nombreComercial, like), ilike(companies.cif, like));
    if (text) {
      conditions.push(text);
    }
  }
  return (await selectCompanyAdhesions(ctx.db, conditions)).map(toAdhesion);
}

const noticeOf = (titulo: string, slug: string, accepted: boolean, motivo: string | null) => ({
  titulo: accepted ? `Adhesión aceptada: ${titulo}` : `Adhesión no aceptada: ${titulo}`,
  texto: accepted
    ? `El Servicio de Empleo ha aceptado la adhesión de tu empresa al programa «${titulo}». Ya puedes publicar ofertas de prácticas en él.`
    : `El Servicio de Empleo no ha aceptado la adhesión de tu empresa al programa «${titulo}». Motivo: ${motivo ?? ''}`,
  en: {
    titulo: accepted ? `Membership accepted: ${titulo}` : `Membership not accepted: ${titulo}`,
    texto: accepted
      ? `The careers office has accepted your company's membership of the programme “${titulo}”. You can now publish internship offers in it.`
      : `The careers office has not accepted your company's membership of the programme “${titulo}”. Reason: ${motivo ?? ''}`,
  },
  urlAcceso: pathFor('ficha_programa', { id: slug }),
  importante: !accepted,
});

/**
 * Accepts or rejects a company's adhesion, as for candidates: the company user who asked is told in
 * the portal (in the transaction) and by email in their language (after it). A rejected adhesion
 * takes the programme out of the company's offer form.
 */
export async function decideCompanyAdhesion(
  ctx: AppContext,
  actor: AuditActor,
  body: z.output<typeof staffCompanyAdhesionDecisionBodySchema>,
  requestId?: string,
): Promise<StaffCompanyAdhesion> {
  const { result, send } = await ctx.db.transaction(async (tx) => {
    const key = and(
      eq(programmeCompanyAdhesions.programmeId, body.idPrograma),
      eq(programmeCompanyAdhesions.companyId, body.idEmpresa),
    );
    const { programme, current, motivo, accepted } = await recordAdhesionDecision(tx, {
      programmeId: body.idPrograma,
      decision: body.decision,
      motivo: body.motivo,
      lock: async () =>
        (await tx.select().from(programmeCompanyAdhesions).where(key).for('update'))[0],
      write: (values) => tx.update(programmeCompanyAdhesions).set(values).where(key),
      actor,
      audit: {
        entity: 'adhesion_empresa',
        entityId: `${String(body.idPrograma)}:${String(body.idEmpresa)}`,
        requestId,
      },
    });
    const notice = noticeOf(programme.titulo, programme.slug, accepted, motivo);
    const sendMail =
      current.solicitadaPor === null
        ? () => Promise.resolve()
        : await notifyUser(ctx, current.solicitadaPor, notice, tx);
    const [row] = await selectCompanyAdhesions(tx, [key ?? sql`false`]);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    return { result: toAdhesion(row), send: sendMail };
  });
  sendInBackground(send);
  return result;
}
