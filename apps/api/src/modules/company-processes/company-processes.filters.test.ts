import type { CompanyProcessItem } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { insertApplication, insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();
const now = new Date();
const { company, user } = await buildCompany(t.ctx.db);
const headers = await t.authHeader(user.email, 'PrivadoEmpresa');

const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
const active = await insertOffer(t.ctx.db, company.id, {
  familia: 'practicas',
  titulo: 'Prácticas de Ingeniería',
  fechaPublicacion: daysAgo(2),
  fechaFinInscripcion: isoDay(now, 3),
});
const pending = await insertOffer(t.ctx.db, company.id, {
  familia: 'empleo',
  estado: 1,
  titulo: 'Técnico de sistemas',
  fechaPublicacion: daysAgo(1),
  fechaFinInscripcion: isoDay(now, 30),
});
const old = await insertOffer(t.ctx.db, company.id, {
  familia: 'empleo',
  titulo: 'Analista 100% remoto',
  fechaPublicacion: daysAgo(40),
  fechaFinInscripcion: isoDay(now, -2),
});
const rejected = await insertOffer(t.ctx.db, company.id, {
  familia: 'practicastitulados',
  estado: 4,
  titulo: 'Rechazada',
  motivoRechazo: 'Sin tutor',
  fechaPublicacion: daysAgo(5),
});
const [c1, c2] = [await buildCandidate(t.ctx.db), await buildCandidate(t.ctx.db)];
await insertApplication(t.ctx.db, active.id, c1.id, { leidaPorEmpresa: true });
await insertApplication(t.ctx.db, old.id, c1.id, { leidaPorEmpresa: true });
await insertApplication(t.ctx.db, old.id, c2.id);

async function titles(query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Empresa/dameProcesosEmpleoYpracticas${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ datos: CompanyProcessItem[] }>().datos.map((p) => p.titulo);
}

describe('dameProcesosEmpleoYpracticas filters', () => {
  it('lists everything newest first with deadlines, rejection reasons and actions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameProcesosEmpleoYpracticas',
      headers,
    });
    const items = res.json<{ datos: CompanyProcessItem[] }>().datos;
    expect(items.map((p) => p.idOferta)).toEqual([pending.id, active.id, rejected.id, old.id]);
    expect(items.find((p) => p.idOferta === old.id)).toMatchObject({
      caducada: true,
      numCandidatos: 2,
      numCandidatosNoLeidos: 1,
      acciones: { editar: false, cerrar: true },
    });
    expect(items.find((p) => p.idOferta === pending.id)).toMatchObject({
      caducada: false,
      acciones: { editar: true },
      fechaFinInscripcion: isoDay(now, 30).split('-').reverse().join('/'),
    });
    expect(items.find((p) => p.idOferta === rejected.id)?.motivoRechazo).toBe('Sin tutor');
  });

  it('filters by state, family, title words without accents and publication date', async () => {
    expect(await titles('?estado=1')).toEqual(['Técnico de sistemas']);
    expect(await titles('?type=empleo')).toEqual(['Técnico de sistemas', 'Analista 100% remoto']);
    expect(await titles('?titulo=practicas%20INGENIERIA')).toEqual(['Prácticas de Ingeniería']);
    expect(await titles('?titulo=tecnico')).toEqual(['Técnico de sistemas']);
    expect(await titles('?titulo=100%25')).toEqual(['Analista 100% remoto']);
    expect(await titles('?titulo=0%25')).toEqual(['Analista 100% remoto']);
    expect(await titles('?titulo=_')).toEqual([]);
    expect(await titles('?date=3')).toEqual(['Técnico de sistemas', 'Prácticas de Ingeniería']);
  });

  it('keeps offers with unread candidates, with candidates, or expiring within a week', async () => {
    expect(await titles('?omitirLeidos=true')).toEqual(['Analista 100% remoto']);
    expect(await titles('?soloConCandidatos=1')).toEqual([
      'Prácticas de Ingeniería',
      'Analista 100% remoto',
    ]);
    expect(await titles('?caducanPronto=true')).toEqual(['Prácticas de Ingeniería']);
    expect(await titles('?caducanPronto=false&type=practicas')).toEqual([
      'Prácticas de Ingeniería',
    ]);
  });

  it('refuses malformed filters', async () => {
    for (const query of [
      '?estado=9',
      '?date=0',
      '?date=2024-02-30',
      '?type=otro',
      '?omitirLeidos=si',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Empresa/dameProcesosEmpleoYpracticas${query}`,
        headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
