import type { OfferList } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, companies, offers, users } from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildGraduate } from '../../test/builders.ts';
import {
  buildApplication,
  buildOffer,
  buildProgramme,
  dayOffset,
} from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DAY_MS } from '../../lib/dates.ts';

const t = await createTestApp();

// The list searched: internships in Madrid (the student applied to two of them), and employment
// offers for graduates, two of them through the placement agency.
const student = await buildCandidate(t.ctx.db);
const graduate = await buildGraduate(t.ctx.db);
const { company: madrid } = await buildCompany(t.ctx.db);
const internshipTitles = [
  'Prácticas en desarrollo web',
  'Prácticas de marketing digital',
  'Prácticas en recursos humanos',
  'Prácticas de análisis de datos',
  'Prácticas en administración',
  'Prácticas de diseño gráfico',
];
const background = [];
for (const titulo of internshipTitles) {
  background.push(
    await buildOffer(t.ctx.db, {
      companyId: madrid.id,
      titulo,
      idProvincia: 28,
      idTipoContrato: 9,
    }),
  );
}
for (const [i, offer] of background.slice(0, 2).entries()) {
  await buildApplication(t.ctx.db, offer.id, student.id, i === 0 ? [1] : [1, 2]);
}
for (const paraIntermediacion of [true, true, false]) {
  await buildOffer(t.ctx.db, {
    companyId: madrid.id,
    familia: 'empleo',
    curricular: false,
    titulo: 'Empleo de analista',
    idProvincia: 28,
    idTipoContrato: 1,
    paraIntermediacion,
  });
}

const list = async (qs: string, email = student.email, tipo = 'practicas') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/Alumno/dameOfertasUsuario/${tipo}?${qs}`,
    headers: await t.authHeader(email),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: number; datos: OfferList }>().datos;
};
const ids = (l: OfferList) => l.ofertas.map((o) => o.idOferta);

const { company: aero } = await buildCompany(t.ctx.db);
await t.ctx.db
  .update(companies)
  .set({ nombreComercial: 'Aeronáutica Ebro' })
  .where(eq(companies.id, aero.id));
const programme = await buildProgramme(t.ctx.db, { titulo: 'Programa Alas' });
const old = new Date(Date.now() - 40 * DAY_MS);
const a = await buildOffer(t.ctx.db, {
  companyId: aero.id,
  titulo: 'Prácticas de ingeniería aeroespacial',
  descripcion:
    '<p>Participarás en el diseño de utillajes y en la simulación de vuelo de drones ligeros para la industria.</p>',
  idProvincia: 50,
  idTipoContrato: 3,
  idRangoSalarial: 4,
  idAreaFuncional: 17,
  idTipoFormacion: 5,
  idPrograma: programme.id,
  degrees: [38],
  fechaInicio: dayOffset(90),
});
const b = await buildOffer(t.ctx.db, {
  companyId: aero.id,
  titulo: 'Prácticas en mantenimiento de aeronaves',
  descripcion: '<p>Apoyo al taller de mantenimiento.</p>',
  idProvincia: 50,
  idTipoContrato: 4,
  idRangoSalarial: 4,
  idAreaFuncional: 17,
  idTipoFormacion: 6,
  degrees: [52, 63],
  fechaPublicacion: old,
  fechaInicio: dayOffset(20),
});
// The searches below go through the read model's text index (ADR 0010): let it take in the
// offers written since the start.
await t.ctx.offerReadModel.ensureCurrent(Number.MAX_SAFE_INTEGER);
await t.ctx.offerReadModel.textIndexReady();

describe('dameOfertasUsuario search (titulo)', () => {
  it('finds by title ignoring accents, ranks title matches first and highlights them', async () => {
    const found = await list('titulo=ingenieria%20aeroespacial');
    expect(ids(found)[0]).toBe(a.id);
    expect(found.ofertas[0]?.resaltado?.titulo).toBe(
      'Prácticas de <mark>ingeniería</mark> <mark>aeroespacial</mark>',
    );
  });

  it('tolerates a typo', async () => {
    const found = await list('titulo=aeroespasial');
    expect(ids(found)).toContain(a.id);
    expect(found.ofertas.find((o) => o.idOferta === a.id)?.resaltado?.titulo).toContain(
      '<mark>aeroespacial</mark>',
    );
  });

  it('tolerates a letter missing inside a short word when nothing else matches', async () => {
    const found = await list('titulo=mantenimento%20aeronves');
    expect(ids(found)).toEqual([b.id]);
    expect(found.ofertas[0]?.resaltado?.titulo).toBe(
      'Prácticas en <mark>mantenimiento</mark> de <mark>aeronaves</mark>',
    );
  });

  it('searches the description with Spanish stemming and returns a highlighted snippet', async () => {
    const found = await list('titulo=simulaciones%20vuelos');
    expect(ids(found)).toEqual([a.id]);
    expect(found.ofertas[0]?.resaltado?.descripcion).toContain(
      '<mark>simulación</mark> de <mark>vuelo</mark>',
    );
  });

  it('finds offers by company name and by degree name', async () => {
    expect(ids(await list('titulo=Aeronautica%20Ebro')).sort()).toEqual([a.id, b.id].sort());
    const byDegree = await list('titulo=prevencion%20riesgos%20laborales');
    expect(ids(byDegree)).toContain(b.id);
    expect(ids(byDegree)).not.toContain(a.id);
  });

  it('matches prefixes while typing and escapes HTML in highlights', async () => {
    expect(ids(await list('titulo=aeroesp'))).toContain(a.id);
    const evil = await buildOffer(t.ctx.db, {
      titulo: 'Prácticas <script>alert(1)</script> zeppelin',
    });
    const found = await list('titulo=zeppelin');
    expect(ids(found)).toEqual([evil.id]);
    expect(found.ofertas[0]?.resaltado?.titulo).toBe(
      'Prácticas &lt;script&gt;alert(1)&lt;/script&gt; <mark>zeppelin</mark>',
    );
    await t.ctx.db.delete(offers).where(eq(offers.id, evil.id));
  });

  it('gives no highlight without a search, and nothing for words found nowhere', async () => {
    expect((await list('')).ofertas[0]?.resaltado).toBeNull();
    expect((await list('titulo=xilofonista')).total).toBe(0);
    expect((await list('titulo=%20%2B%2B')).total).toBe((await list('')).total);
  });
});

describe('dameOfertasUsuario filters', () => {
  it('provincia, date and fechainicio', async () => {
    expect(ids(await list('provincia=50')).sort()).toEqual([a.id, b.id].sort());
    expect(ids(await list('provincia=50&date=30'))).toEqual([a.id]);
    expect(ids(await list(`provincia=50&fechainicio=${dayOffset(60)}`))).toEqual([a.id]);
    const [y, m, d] = dayOffset(60).split('-');
    expect(ids(await list(`provincia=50&fechainicio=${d ?? ''}/${m ?? ''}/${y ?? ''}`))).toEqual([
      a.id,
    ]);
    expect(ids(await list('provincia=50,28')).length).toBeGreaterThan(2);
  });

  it('every facet filter, alone and combined (AND across facets, OR within one)', async () => {
    const only = async (qs: string) => ids(await list(`provincia=50&${qs}`)).sort();
    expect(await only('contrato=3')).toEqual([a.id]);
    expect(await only('contrato=3&contrato=4')).toEqual([a.id, b.id].sort());
    expect(await only('salario=4')).toEqual([a.id, b.id].sort());
    expect(await only('areaFuncional=17&tiposFormacion=6')).toEqual([b.id]);
    expect(await only(`tituloPrograma=${String(programme.id)}`)).toEqual([a.id]);
    expect(await only('titulaciones=38')).toEqual([a.id]);
    expect(await only('areasTitulaciones=4')).toEqual([b.id]);
    expect(await only('nivelesTitulaciones=9')).toEqual([b.id]);
    expect(await only('nivelesTitulaciones=7&contrato=4')).toEqual([]);
  });

  it('counts every facet value disjunctively, with names', async () => {
    const res = await list('provincia=50&contrato=3');
    expect(res.total).toBe(1);
    const f = res.facetas!;
    expect(f.contrato).toEqual([
      { id: 4, descripcion: 'Fijo discontinuo', total: 1 },
      { id: 3, descripcion: 'Temporal por sustitución', total: 1 },
    ]);
    expect(f.salario).toEqual([{ id: 4, descripcion: '21.000 € - 24.000 €', total: 1 }]);
    expect(f.tituloPrograma).toEqual([
      { id: programme.id, descripcion: 'Programa Alas', total: 1 },
    ]);
    expect(f.titulaciones.map((v) => v.id)).toEqual([38]);
    expect(f.nivelesTitulaciones).toEqual([{ id: 7, descripcion: 'Grado', total: 1 }]);
    expect(f.areasTitulaciones.map((v) => v.id)).toEqual([5]);
    expect(f.areaFuncional.map((v) => [v.id, v.total])).toEqual([[17, 1]]);
    expect(f.tiposFormacion.map((v) => [v.id, v.total])).toEqual([[5, 1]]);
    const both = await list('provincia=50');
    expect(both.facetas?.nivelesTitulaciones).toEqual([
      { id: 7, descripcion: 'Grado', total: 1 },
      { id: 9, descripcion: 'Máster', total: 1 },
    ]);
    expect((await list('provincia=50&facetas=false')).facetas).toBeNull();
  });

  it('facet totals over the whole list add up', async () => {
    const all = await list('porPagina=50');
    const sum = all.facetas!.contrato.reduce((n, v) => n + v.total, 0);
    expect(sum).toBe(all.total);
  });

  it('omitirInscritos leaves out my live applications', async () => {
    const [me] = await t.ctx.db.select().from(users).where(eq(users.email, student.email));
    const mine = await t.ctx.db
      .select({ offerId: applications.offerId })
      .from(applications)
      .where(and(eq(applications.candidateId, me!.id)));
    const all = ids(await list('porPagina=50'));
    const without = ids(await list('porPagina=50&omitirInscritos=true'));
    for (const m of mine) {
      expect(without).not.toContain(m.offerId);
    }
    expect(without.length).toBeLessThan(all.length);
    const item = (await list('porPagina=50')).ofertas.find((o) => o.idOferta === mine[0]?.offerId);
    expect(item?.candidatura).toMatchObject({ idEstado: expect.any(Number) });
  });

  it('omitirInscritos asked by several candidates at once leaves out only each one their own', async () => {
    // Their applications are read together in one statement.
    const first = await buildOffer(t.ctx.db, {
      companyId: madrid.id,
      titulo: 'Prácticas de logística',
    });
    const second = await buildOffer(t.ctx.db, {
      companyId: madrid.id,
      titulo: 'Prácticas de calidad',
    });
    const ana = await buildCandidate(t.ctx.db);
    const bea = await buildCandidate(t.ctx.db);
    await buildApplication(t.ctx.db, first.id, ana.id);
    await buildApplication(t.ctx.db, second.id, bea.id);
    await buildApplication(t.ctx.db, second.id, ana.id, [1, 8]);
    const headers = await Promise.all([ana, bea].map((c) => t.authHeader(c.email)));
    const [forAna, forBea] = (
      await Promise.all(
        headers.map((h) =>
          t.app.inject({
            method: 'GET',
            url: '/api/Alumno/dameOfertasUsuario/practicas?porPagina=50&omitirInscritos=true',
            headers: h,
          }),
        ),
      )
    ).map((res) => ids(res.json<{ datos: OfferList }>().datos));
    expect(forAna).not.toContain(first.id);
    // Ana withdrew from the second offer (state 8): it is offered to her again.
    expect(forAna).toContain(second.id);
    expect(forBea).toContain(first.id);
    expect(forBea).not.toContain(second.id);
  });

  it('paraIntermediacion and filter=intermediacion', async () => {
    const seeded = await t.ctx.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.paraIntermediacion, true), eq(offers.estado, 2)));
    const viaFlag = await list('paraIntermediacion=true', graduate.email, 'empleo');
    const viaFilter = await list('filter=intermediacion', graduate.email, 'empleo');
    expect(viaFlag.total).toBe(seeded.length);
    expect(ids(viaFilter).sort()).toEqual(ids(viaFlag).sort());
    expect((await list('', graduate.email, 'empleo')).total).toBeGreaterThan(viaFlag.total);
  });

  it('pages a search without overlap and rejects bad filters', async () => {
    const p1 = await list('titulo=practicas&porPagina=3&pagina=1');
    const p2 = await list('titulo=practicas&porPagina=3&pagina=2');
    expect(p1.total).toBe(p2.total);
    expect(p1.total).toBeGreaterThan(5);
    expect(ids(p1).filter((id) => ids(p2).includes(id))).toEqual([]);
    const headers = await t.authHeader(student.email);
    for (const qs of ['contrato=x', 'date=0', 'fechainicio=2026-13-01', 'omitirInscritos=quizas']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Alumno/dameOfertasUsuario/practicas?${qs}`,
        headers,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
