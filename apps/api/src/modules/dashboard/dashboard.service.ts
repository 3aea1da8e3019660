import type { Dashboard, DashboardQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { spanishDay } from '../../lib/dates.ts';
import { estadosCandidaturasAlumno } from '../domains/data/index.ts';
import * as repo from './dashboard.repository.ts';

const stateName = new Map(estadosCandidaturasAlumno.map((e) => [e.id, e.descripcion]));

/** The last 12 months (from the first day of the month 11 months ago) unless the query says. */
export function dashboardRange(query: DashboardQuery, today = spanishDay()): repo.Range {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  const desde = query.desde ?? start;
  const hasta = query.hasta ?? today;
  return desde <= hasta ? { desde, hasta } : { desde: hasta, hasta: desde };
}

export async function dashboard(ctx: AppContext, query: DashboardQuery): Promise<Dashboard> {
  const range = dashboardRange(query);
  const [
    ofertasPorMes,
    porEstado,
    primeraRespuesta,
    conveniosPorEstado,
    encuestas,
    eventos,
    pendientes,
  ] = await Promise.all([
    repo.offersPerMonth(ctx.db, range),
    repo.applicationsPerState(ctx.db, range),
    repo.firstResponse(ctx.db, range),
    repo.agreementsPerState(ctx.db),
    repo.surveyRates(ctx.db),
    repo.eventAttendance(ctx.db, range),
    repo.pendingWork(ctx.db),
  ]);
  return {
    ...range,
    ofertasPorMes,
    candidaturasPorEstado: porEstado.map((row) => ({
      ...row,
      estado: stateName.get(row.idEstado) ?? String(row.idEstado),
    })),
    primeraRespuesta,
    conveniosPorEstado,
    encuestas,
    eventos,
    pendientes,
  };
}
