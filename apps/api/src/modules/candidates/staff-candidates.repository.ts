import { recordPeople } from '../academic-record/academic-record.table.ts';
import { NOT_ACTIVATED_HASH } from '../academic-record/record-activation.ts';
import type { StaffCandidateQuery } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { accountDeletionRequests } from '../account-deletion/account-deletion.table.ts';
import { applications } from '../applications/applications.table.ts';
import {
  candidateDocuments,
  candidates,
  candidateStudies,
  studyCounts,
} from './candidates.table.ts';
import { companies } from '../companies/companies.table.ts';
import { internships } from '../internships/internships.table.ts';
import { offers } from '../offers/offers.table.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';
import type { PageWindow } from '../../lib/page-window.ts';

const pendingDeletion = sql<boolean>`exists (select 1 from ${accountDeletionRequests}
  where ${accountDeletionRequests.candidateId} = ${users.id}
  and ${accountDeletionRequests.estado} = 'pendiente')`;

/** An account the academic record made and nobody has used: no password chosen, no sign-in. */
const activationPending = sql<boolean>`(${users.passwordHash} = ${NOT_ACTIVATED_HASH}
  and ${users.lastLoginAt} is null)`;

export type CandidateFilters = Omit<StaffCandidateQuery, 'pagina' | 'porPagina'> & {
  /** Degrees whose name matched `titulacion` (null: no degree filter). */
  degreeIds: number[] | null;
};

function conditions(f: CandidateFilters): SQL | undefined {
  const text = f.texto?.trim();
  const parts: (SQL | undefined)[] = [
    eq(users.role, 'alumno'),
    text
      ? sql`(f_unaccent(${users.nombre} || ' ' || ${users.apellidos}) ilike f_unaccent(${likeContaining(text)})
          or f_unaccent(${users.apellidos} || ' ' || ${users.nombre}) ilike f_unaccent(${likeContaining(text)})
          or ${users.email} ilike ${likeContaining(text)}
          or coalesce(${candidates.dni}, '') ilike ${likeContaining(text)}
          or coalesce(${candidates.emailContacto}, '') ilike ${likeContaining(text)})`
      : undefined,
    f.degreeIds === null
      ? undefined
      : f.degreeIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${candidateStudies} where ${candidateStudies.candidateId} = ${users.id}
            and ${studyCounts} and ${inArray(candidateStudies.idTitulacion, f.degreeIds)})`,
    f.estado ? eq(users.estado, f.estado) : undefined,
    f.verificado ? eq(candidates.verificado, f.verificado === 'si') : undefined,
    f.activacion === 'pendiente'
      ? activationPending
      : f.activacion === 'hecha'
        ? sql`not ${activationPending}`
        : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

const listColumns = {
  id: users.id,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
  estado: users.estado,
  dni: candidates.dni,
  verificado: candidates.verificado,
  solicitudBajaPendiente: pendingDeletion,
  activacionPendiente: activationPending,
};

/** The column `orden` chose (a name by surnames, then first name), then by name. */
const candidateOrder = (orden: CandidateFilters['orden']) =>
  listOrderBy(
    orden,
    {
      nombre: [textOrder(users.apellidos), textOrder(users.nombre)],
      dni: candidates.dni,
      email: textOrder(users.email),
      verificado: candidates.verificado,
    },
    [asc(users.apellidos), asc(users.nombre), asc(users.id)],
  );

export type CandidateListRow = Awaited<ReturnType<typeof searchCandidates>>['rows'][number];

export async function searchCandidates(db: Db, filters: CandidateFilters, page: PageWindow) {
  const where = conditions(filters);
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(where)
      .orderBy(...candidateOrder(filters.orden))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function degreesOf(db: Db, ids: number[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({
      candidateId: candidateStudies.candidateId,
      idTitulacion: candidateStudies.idTitulacion,
    })
    .from(candidateStudies)
    .where(and(inArray(candidateStudies.candidateId, ids), studyCounts))
    .orderBy(asc(candidateStudies.id));
}

export type CandidateAccount = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'nombre'
  | 'apellidos'
  | 'estado'
  | 'mensajeBloqueo'
  | 'createdAt'
  | 'lastLoginAt'
  | 'idioma'
  | 'emailConfirmado'
> & {
  dni: string | null;
  telefono: string | null;
  verificado: boolean;
  verificacionOrigen: 'registro' | 'sso' | 'manual' | null;
  verificadoAt: Date | null;
  enExpediente: boolean;
  activacionPendiente: boolean;
};

/** The candidate's account, locked FOR UPDATE when `lock` (state changes). */
export async function findCandidate(
  db: Db,
  id: number,
  lock = false,
): Promise<CandidateAccount | undefined> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      nombre: users.nombre,
      apellidos: users.apellidos,
      estado: users.estado,
      mensajeBloqueo: users.mensajeBloqueo,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      idioma: users.idioma,
      emailConfirmado: users.emailConfirmado,
      dni: candidates.dni,
      telefono: candidates.telefono,
      verificado: candidates.verificado,
      verificacionOrigen: candidates.verificacionOrigen,
      verificadoAt: candidates.verificadoAt,
      enExpediente: sql<boolean>`exists (select 1 from ${recordPeople} where ${recordPeople.userId} = ${users.id})`,
      activacionPendiente: activationPending,
    })
    .from(users)
    .innerJoin(candidates, eq(candidates.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'alumno')))
    .limit(1);
  const rows = lock ? await query.for('update', { of: users }) : await query;
  return rows[0];
}

export async function setAccountState(
  db: Db,
  id: number,
  estado: UserRow['estado'],
  mensajeBloqueo: string | null,
): Promise<void> {
  await db
    .update(users)
    .set({ estado, mensajeBloqueo, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, id), eq(users.role, 'alumno')));
}

export async function applicationsOf(db: Db, id: number) {
  return db
    .select({
      id: applications.id,
      offerId: applications.offerId,
      estado: applications.estado,
      createdAt: applications.createdAt,
      titulo: offers.titulo,
      empresa: companies.nombreComercial,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(applications.candidateId, id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export async function internshipsOf(db: Db, id: number) {
  return db
    .select({
      id: internships.id,
      titulo: internships.titulo,
      estado: internships.estado,
      fechaInicio: internships.fechaInicio,
      fechaFin: internships.fechaFin,
      empresa: companies.nombreComercial,
    })
    .from(internships)
    .innerJoin(companies, eq(companies.id, internships.companyId))
    .where(eq(internships.candidateId, id))
    .orderBy(desc(internships.fechaInicio), desc(internships.id));
}

export async function documentsOf(db: Db, id: number) {
  return db
    .select({
      id: candidateDocuments.id,
      nombre: candidateDocuments.nombre,
      idTipoDocumento: candidateDocuments.idTipoDocumento,
      createdAt: candidateDocuments.createdAt,
    })
    .from(candidateDocuments)
    .where(eq(candidateDocuments.candidateId, id))
    .orderBy(desc(candidateDocuments.createdAt), desc(candidateDocuments.id));
}

export async function deletionRequestsOf(db: Db, id: number) {
  return db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.candidateId, id))
    .orderBy(desc(accountDeletionRequests.createdAt), desc(accountDeletionRequests.id));
}

/** A deletion request locked FOR UPDATE (two staff users deciding at once: one wins). */
export async function lockDeletionRequest(db: Db, id: number) {
  const rows = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, id))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function decideDeletionRequest(
  db: Db,
  id: number,
  values: { estado: 'tramitada' | 'rechazada'; processedBy: number; motivoRechazo: string | null },
): Promise<void> {
  await db
    .update(accountDeletionRequests)
    .set({ ...values, processedAt: sql`now()` })
    .where(eq(accountDeletionRequests.id, id));
}

/** Whether the person was anonymised (an approved deletion request). */
export async function wasAnonymised(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: accountDeletionRequests.id })
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.candidateId, id),
        eq(accountDeletionRequests.estado, 'tramitada'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** One document of any candidate, by its id (staff download). */
export async function findDocument(db: Db, id: number) {
  const [row] = await db.select().from(candidateDocuments).where(eq(candidateDocuments.id, id));
  return row;
}
