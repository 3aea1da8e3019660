import type { Dashboard } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { ChartTable } from '../../../../components/chart-card.tsx';
import { dateFormatter, formatDay } from '../../../../lib/dates.ts';
import { numberFormatter } from '../../../../lib/numbers.ts';

/** `yyyy-mm` as the reader's language writes a month: «mar 2026», «Mar 2026». */
export function formatMonth(mes: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(mes);
  if (match === null) {
    return mes;
  }
  const [, year = '', month = ''] = match;
  return dateFormatter(language, { month: 'short', year: 'numeric' }).format(
    new Date(Number(year), Number(month) - 1, 1),
  );
}

/** Enrolments per place, in %, or null for an event without a limit of places. */
export const fillRate = (inscritos: number, plazas: number | null): number | null =>
  plazas === null || plazas <= 0 ? null : Math.round((inscritos / plazas) * 100);

export interface DashboardWords {
  /** `backOffice` namespace. */
  t: TFunction<'backOffice'>;
  /** An application state's name in the reader's language (the server's name as the fallback). */
  applicationState: (idEstado: number, fallback: string) => string;
  /** For the agreement states' names. */
  tAgreements: TFunction<'staffAgreements'>;
  language: string;
}

/**
 * The dashboard's data in words of the reader's language: states by name (never the stored
 * code), months and days formatted, families translated. The charts and their tables and CSV
 * files read the same rows, so what a chart shows and what its table says never differ.
 */
export function dashboardView(data: Dashboard, words: DashboardWords) {
  const { t, applicationState, tAgreements, language } = words;
  const family = (f: string) => t(`dashboard.families.${f}`, { defaultValue: f });
  const agreementState = (code: string) => tAgreements(`status.${code}`, { defaultValue: code });
  const month = (mes: string) => formatMonth(mes, language);
  const number = numberFormatter(language);

  const applications = data.candidaturasPorEstado.map((r) => ({
    estado: applicationState(r.idEstado, r.estado),
    total: r.total,
  }));
  const agreements = data.conveniosPorEstado.map((r) => ({
    estado: agreementState(r.estado),
    total: r.total,
  }));
  // A large fair next to small talks flattens absolute bars: the chart shows how full each event
  // is (comparable whatever its size); the table keeps the places and enrolments.
  const events = data.eventos.map((r) => ({
    ...r,
    fecha: formatDay(r.fecha, language),
    ocupacion: fillRate(r.inscritos, r.plazas),
  }));
  const firstResponse = data.primeraRespuesta.map((r) => ({ ...r, mes: month(r.mes) }));

  const tables: Record<
    'offers' | 'applications' | 'firstResponse' | 'agreements' | 'surveys' | 'events',
    ChartTable
  > = {
    offers: {
      header: [
        t('dashboard.cols.mes'),
        t('dashboard.cols.familia'),
        t('dashboard.cols.publicadas'),
        t('dashboard.cols.cubiertas'),
      ],
      rows: data.ofertasPorMes.map((r) => [
        month(r.mes),
        family(r.familia),
        r.publicadas,
        r.cubiertas,
      ]),
    },
    applications: {
      header: [t('dashboard.cols.estado'), t('dashboard.cols.total')],
      rows: applications.map((r) => [r.estado, r.total]),
    },
    firstResponse: {
      header: [
        t('dashboard.cols.mes'),
        t('dashboard.cols.candidaturas'),
        t('dashboard.cols.media'),
        t('dashboard.cols.mediana'),
      ],
      rows: firstResponse.map((r) => [
        r.mes,
        r.candidaturas,
        number.format(r.mediaDias),
        number.format(r.medianaDias),
      ]),
    },
    agreements: {
      header: [t('dashboard.cols.estado'), t('dashboard.cols.total')],
      rows: agreements.map((r) => [r.estado, r.total]),
    },
    surveys: {
      header: [
        t('dashboard.cols.encuesta'),
        t('dashboard.cols.invitaciones'),
        t('dashboard.cols.respuestas'),
        t('dashboard.cols.tasa'),
      ],
      rows: data.encuestas.map((r) => [
        r.titulo,
        r.invitaciones,
        r.respuestas,
        r.tasa === null ? null : number.format(r.tasa),
      ]),
    },
    events: {
      header: [
        t('dashboard.cols.evento'),
        t('dashboard.cols.fecha'),
        t('dashboard.cols.plazas'),
        t('dashboard.cols.inscritos'),
        t('dashboard.cols.ocupacion'),
      ],
      rows: events.map((r) => [r.titulo, r.fecha, r.plazas, r.inscritos, r.ocupacion]),
    },
  };
  return { family, month, applications, agreements, events, firstResponse, tables };
}
