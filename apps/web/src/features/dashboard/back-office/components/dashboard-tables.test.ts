import type { Dashboard } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enBackOffice from '../../../../locales/en/backOffice.json';
import enStaffAgreements from '../../../../locales/en/staffAgreements.json';
import esBackOffice from '../../../../locales/es/backOffice.json';
import esStaffAgreements from '../../../../locales/es/staffAgreements.json';
import { dashboardView, fillRate, formatMonth } from './dashboard-tables.ts';

const data: Dashboard = {
  desde: '2026-01-01',
  hasta: '2026-03-31',
  ofertasPorMes: [{ mes: '2026-03', familia: 'practicas', publicadas: 4, cubiertas: 1 }],
  candidaturasPorEstado: [{ idEstado: 1, estado: 'Inscrito', total: 7 }],
  primeraRespuesta: [{ mes: '2026-02', candidaturas: 3, mediaDias: 2.5, medianaDias: 2 }],
  conveniosPorEstado: [
    { estado: 'firmado_empresa', total: 2 },
    { estado: 'erroneo', total: 1 },
  ],
  encuestas: [],
  eventos: [
    { idEvento: 1, titulo: 'Feria de empleo', fecha: '2026-03-12', plazas: 2000, inscritos: 1500 },
    { idEvento: 2, titulo: 'Taller de CV', fecha: '2026-03-20', plazas: 20, inscritos: 5 },
    { idEvento: 3, titulo: 'Charla abierta', fecha: '2026-03-25', plazas: null, inscritos: 40 },
  ],
  pendientes: { ofertas: 0, empresas: 0, solicitudesBaja: 0 },
};

async function viewIn(language: 'es' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: {
      es: {
        backOffice: esBackOffice,
        staffAgreements: esStaffAgreements,
      },
      en: {
        backOffice: enBackOffice,
        staffAgreements: enStaffAgreements,
      },
    },
  });
  return dashboardView(data, {
    t: i18n.getFixedT(language, 'backOffice'),
    // As the application states' list names them (its English name, or the server's Spanish one).
    applicationState: (id: number, fallback: string) =>
      language === 'en' && id === 1 ? 'Applied' : fallback,
    tAgreements: i18n.getFixedT(language, 'staffAgreements'),
    language,
  });
}

describe('dashboard in words', () => {
  it('names agreement and application states in English, never by their code', async () => {
    const view = await viewIn('en');
    expect(view.tables.agreements.rows).toEqual([
      ['Signed by the company', 2],
      ['Incorrect', 1],
    ]);
    expect(view.tables.applications.rows).toEqual([['Applied', 7]]);
    expect(view.tables.offers.rows[0]).toEqual(['Mar 2026', 'Internships', 4, 1]);
  });

  it('names them in Spanish with Spanish months, days and decimals', async () => {
    const view = await viewIn('es');
    expect(view.agreements.map((r) => r.estado)).toEqual(['Firmado por la empresa', 'Erróneo']);
    expect(view.tables.offers.rows[0]?.[0]).toBe('mar 2026');
    expect(view.tables.firstResponse.rows[0]).toEqual(['feb 2026', 3, '2,5', '2']);
    expect(view.tables.events.rows[0]?.[1]).toBe('12 mar 2026');
  });

  it('charts events by occupancy so a large fair does not flatten a small workshop', async () => {
    const view = await viewIn('es');
    expect(view.events.map((r) => r.ocupacion)).toEqual([75, 25, null]);
    expect(view.tables.events.rows[2]).toEqual(['Charla abierta', '25 mar 2026', null, 40, null]);
  });

  it('formats months and rates safely', () => {
    expect(formatMonth('2026-12', 'en')).toBe('Dec 2026');
    expect(formatMonth('no es un mes', 'es')).toBe('no es un mes');
    expect(fillRate(3, 0)).toBeNull();
    expect(fillRate(1, 3)).toBe(33);
  });
});
