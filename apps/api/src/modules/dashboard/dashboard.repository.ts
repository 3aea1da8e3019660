import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountDeletionRequests } from '../account-deletion/account-deletion.table.ts';
import { agreements } from '../agreements/agreements.table.ts';
import { applications, applicationStateHistory } from '../applications/applications.table.ts';
import { companies } from '../companies/companies.table.ts';
import { eventEnrolments, events } from '../events/events.table.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { offers } from '../offers/offers.table.ts';
import {
  surveyInvitations,
  surveyResponses,
  surveys,
  surveyTargets,
} from '../surveys/surveys.table.ts';
import { users } from '../users/users.table.ts';

/**
 * The dashboard's figures: each one a GROUP BY in the database, so the server
 * never loads offers or applications into memory. Days are Madrid days, `hasta` included.
 */
export interface Range {
  desde: string;
  hasta: string;
}

const from = (r: Range) => sql`((${r.desde}::date)::timestamp at time zone 'Europe/Madrid')`;
const to = (r: Range) => sql`((${r.hasta}::date + 1)::timestamp at time zone 'Europe/Madrid')`;
const month = (column: SQL) =>
  sql`to_char(date_trunc('month', ${column} at time zone 'Europe/Madrid'), 'YYYY-MM')`;

const num = (value: unknown) => Number(value ?? 0);

/** Published (validated) offers per family and month, and how many of them hired someone. */
export async function offersPerMonth(db: Db, r: Range) {
  const published = sql`coalesce(${offers.fechaValidacion}, ${offers.fechaPublicacion})`;
  const rows = await queryRows(
    db,
    sql`select ${month(published)} as mes, ${offers.familia} as familia,
      count(*) as publicadas,
      count(*) filter (where exists (select 1 from ${applications}
        where ${applications.offerId} = ${offers.id} and ${applications.estado} = 7)) as cubiertas
    from ${offers}
    where ${offers.estado} in (2, 3) and ${offers.eliminadaAt} is null
      and ${published} >= ${from(r)} and ${published} < ${to(r)}
    group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    mes: String(row.mes),
    familia: String(row.familia),
    publicadas: num(row.publicadas),
    cubiertas: num(row.cubiertas),
  }));
}

export async function applicationsPerState(db: Db, r: Range) {
  const rows = await queryRows(
    db,
    sql`select ${applications.estado} as estado, count(*) as total from ${applications}
    where ${applications.createdAt} >= ${from(r)} and ${applications.createdAt} < ${to(r)}
    group by 1 order by 1`,
  );
  return rows.map((row) => ({ idEstado: num(row.estado), total: num(row.total) }));
}

/**
 * Days from each application to the first state change made by a company user, averaged (and the
 * median) per month the application was made.
 */
export async function firstResponse(db: Db, r: Range) {
  const rows = await queryRows(
    db,
    sql`with firsts as (
      select ${applications.id} as id, ${applications.createdAt} as created,
        min(${applicationStateHistory.fecha}) as answered
      from ${applications}
      join ${applicationStateHistory} on ${applicationStateHistory.applicationId} = ${applications.id}
      join ${users} on ${users.id} = ${applicationStateHistory.changedBy} and ${users.role} = 'empresa'
      where ${applications.createdAt} >= ${from(r)} and ${applications.createdAt} < ${to(r)}
      group by ${applications.id}, ${applications.createdAt}
    ), days as (
      select created, greatest(extract(epoch from (answered - created)) / 86400.0, 0) as d from firsts
    )
    select ${month(sql`created`)} as mes, count(*) as candidaturas,
      round(avg(d)::numeric, 1) as media,
      round((percentile_cont(0.5) within group (order by d))::numeric, 1) as mediana
    from days group by 1 order by 1`,
  );
  return rows.map((row) => ({
    mes: String(row.mes),
    candidaturas: num(row.candidaturas),
    mediaDias: num(row.media),
    medianaDias: num(row.mediana),
  }));
}

export async function agreementsPerState(db: Db) {
  const rows = await queryRows(
    db,
    sql`select ${agreements.estado} as estado, count(*) as total from ${agreements} group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ estado: String(row.estado), total: num(row.total) }));
}

/** Published surveys: people invited or targeted, responses and the rate (in %). */
export async function surveyRates(db: Db) {
  const rows = await queryRows(
    db,
    sql`select ${surveys.id} as id, ${surveys.titulo} as titulo, inv.n + tgt.n as invitaciones,
      resp.n as respuestas,
      round(100.0 * resp.n / nullif(inv.n + tgt.n, 0), 1) as tasa
    from ${surveys}
    cross join lateral (select count(*) as n from ${surveyInvitations} where ${surveyInvitations.surveyId} = ${surveys.id}) inv
    cross join lateral (select count(*) as n from ${surveyTargets} where ${surveyTargets.surveyId} = ${surveys.id}) tgt
    cross join lateral (select count(*) as n from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id}) resp
    where ${surveys.estado} = 'publicada'
    order by ${surveys.id} desc limit 20`,
  );
  return rows.map((row) => ({
    idEncuesta: num(row.id),
    titulo: String(row.titulo),
    invitaciones: num(row.invitaciones),
    respuestas: num(row.respuestas),
    tasa: row.tasa === null || row.tasa === undefined ? null : num(row.tasa),
  }));
}

/** Events of the period with their places and enrolments. */
export async function eventAttendance(db: Db, r: Range) {
  const rows = await queryRows(
    db,
    sql`select ${events.id} as id, ${events.titulo} as titulo,
      to_char(${events.fecha} at time zone 'Europe/Madrid', 'YYYY-MM-DD') as fecha,
      ${events.plazas} as plazas, count(${eventEnrolments.candidateId}) as inscritos
    from ${events} left join ${eventEnrolments} on ${eventEnrolments.eventId} = ${events.id}
    where ${events.fecha} >= ${from(r)} and ${events.fecha} < ${to(r)} + interval '1 year'
    group by ${events.id} order by ${events.fecha} desc limit 20`,
  );
  return rows.map((row) => ({
    idEvento: num(row.id),
    titulo: String(row.titulo),
    fecha: String(row.fecha),
    plazas: row.plazas === null ? null : num(row.plazas),
    inscritos: num(row.inscritos),
  }));
}

export async function pendingWork(db: Db) {
  const [row] = await queryRows(
    db,
    sql`select
      (select count(*) from ${offers} where ${offers.estado} = 1 and ${offers.eliminadaAt} is null) as ofertas,
      (select count(*) from ${companies} where ${companies.validada} = false and ${companies.bloqueada} = false) as empresas,
      (select count(*) from ${accountDeletionRequests} where ${accountDeletionRequests.estado} = 'pendiente') as bajas`,
  );
  return {
    ofertas: num(row?.ofertas),
    empresas: num(row?.empresas),
    solicitudesBaja: num(row?.bajas),
  };
}
