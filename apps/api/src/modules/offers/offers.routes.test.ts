import type { OfferList } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  candidates,
  companies,
  offers,
  signatureDocuments,
} from '../../db/schema.ts';
import { spanishDay } from '../../lib/dates.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();
const dayOffset = (days: number) => spanishDay(new Date(Date.now() + days * 86_400_000));

const get = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const page = async (email: string, tipo: string, qs = '') => {
  const res = await get(`/api/Alumno/dameOfertasUsuario/${tipo}${qs}`, await t.authHeader(email));
  expect(res.statusCode).toBe(200);
  return res.json<{ status: number; datos: OfferList }>().datos;
};
const activeSeeded = async (familia: 'practicas' | 'practicastitulados' | 'empleo') =>
  t.ctx.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.familia, familia), eq(offers.estado, 2)));

async function insertOffer(
  companyId: number,
  values: Partial<typeof offers.$inferInsert> & { titulo: string },
): Promise<number> {
  const [row] = await t.ctx.db
    .insert(offers)
    .values({ companyId, familia: 'practicas', descripcion: '<p>x</p>', estado: 2, ...values })
    .returning({ id: offers.id });
  if (!row) {
    throw new Error('offer not inserted');
  }
  return row.id;
}

describe('dameOfertasUsuario', () => {
  it('lists the seeded active student internships, newest first, in the spec fields', async () => {
    const list = await page('estudiante@demo.es', 'practicas');
    const seeded = await activeSeeded('practicas');
    expect(list.total).toBe(seeded.length);
    // At least the nine active student internships of the main demo (other demo blocks add more).
    expect(list.total).toBeGreaterThanOrEqual(9);
    // The first page: as many as fit, every one of them an active seeded offer.
    const ids = seeded.map((o) => o.id);
    expect(list.ofertas).toHaveLength(Math.min(ids.length, list.porPagina));
    expect(list.ofertas.every((o) => ids.includes(o.idOferta))).toBe(true);
    // The newest offer of the main demo (other demo blocks may publish later ones).
    const first = list.ofertas.find((o) => o.titulo === 'Prácticas en desarrollo de software web')!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'candidatura',
        'documentacionPendienteFirma',
        'empresa',
        'estado',
        'fecha',
        'idEstado',
        'idOferta',
        'idperfil',
        'paraTitulados',
        'provincia',
        'resaltado',
        'curricular',
        'titulo',
        'urlAcceso',
      ].sort(),
    );
    expect(first).toMatchObject({
      empresa: 'Tecnologías Manzanares',
      titulo: 'Prácticas en desarrollo de software web',
      curricular: true,
      paraTitulados: false,
      idperfil: 2,
      estado: 'Activa',
      provincia: 'Madrid',
      urlAcceso: `${String(first.idOferta)}-practicas-en-desarrollo-de-software-web`,
      documentacionPendienteFirma: {},
    });
    expect(first.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(first.fecha).toBe(
      new Date(Date.now() - 86_400_000).toLocaleDateString('es-ES', {
        timeZone: 'Europe/Madrid',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
    );
    const extracurricular = list.ofertas.find(
      (o) => o.titulo === 'Prácticas en ciberseguridad y redes',
    );
    expect(extracurricular?.curricular).toBe(false);
    const dates = list.ofertas.map((o) => o.fecha.split('/').reverse().join(''));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives graduates their internships and jobs with the family flags', async () => {
    const titulados = await page('titulado@demo.es', 'practicastitulados');
    expect(titulados.total).toBe((await activeSeeded('practicastitulados')).length);
    expect(
      titulados.ofertas.every((o) => o.paraTitulados && o.idperfil === 2 && o.curricular === null),
    ).toBe(true);
    const empleo = await page('titulado@demo.es', 'empleo');
    expect(empleo.total).toBe((await activeSeeded('empleo')).length);
    expect(
      empleo.ofertas.every((o) => !o.paraTitulados && o.idperfil === 1 && o.curricular === null),
    ).toBe(true);
    expect(empleo.ofertas.map((o) => o.provincia)).toContain('Valencia/València');
  });

  it('accepts the graduate internships family as the specification writes it, practicas_titulados', async () => {
    const written = await page('titulado@demo.es', 'practicas_titulados');
    const joined = await page('titulado@demo.es', 'practicastitulados');
    expect(written.total).toBeGreaterThan(0);
    expect(written.ofertas.map((o) => o.idOferta)).toEqual(joined.ofertas.map((o) => o.idOferta));
  });

  it('refuses families the candidate may not see (403 FORBIDDEN)', async () => {
    for (const [email, tipo] of [
      ['estudiante@demo.es', 'empleo'],
      ['estudiante@demo.es', 'practicastitulados'],
      ['titulado@demo.es', 'practicas'],
    ] as const) {
      const res = await get(`/api/Alumno/dameOfertasUsuario/${tipo}`, await t.authHeader(email));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, datos: null });
    }
    const mixto = await page('mixto@demo.es', 'empleo');
    expect(mixto.total).toBeGreaterThan(0);
  });

  it('leaves out closed deadlines, other states and blocked companies; keeps today and no deadline', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const blocked = await buildCompany(t.ctx.db, { bloqueada: true });
    const old = new Date(Date.now() - 400 * 86_400_000);
    const ids = {
      today: await insertOffer(company.id, {
        titulo: 'Hoy',
        fechaFinInscripcion: spanishDay(),
        fechaPublicacion: old,
      }),
      open: await insertOffer(company.id, {
        titulo: 'Sin plazo',
        fechaFinInscripcion: null,
        fechaPublicacion: old,
      }),
      past: await insertOffer(company.id, {
        titulo: 'Ayer',
        fechaFinInscripcion: dayOffset(-1),
        fechaPublicacion: old,
      }),
      pending: await insertOffer(company.id, {
        titulo: 'Pendiente',
        estado: 1,
        fechaPublicacion: old,
      }),
      closed: await insertOffer(company.id, {
        titulo: 'Cerrada',
        estado: 3,
        fechaPublicacion: old,
      }),
      blocked: await insertOffer(blocked.company.id, {
        titulo: 'Bloqueada',
        fechaPublicacion: old,
      }),
      job: await insertOffer(company.id, {
        titulo: 'Empleo',
        familia: 'empleo',
        fechaPublicacion: old,
      }),
    };
    const list = await page('estudiante@demo.es', 'practicas', '?porPagina=50');
    const seen = list.ofertas.map((o) => o.idOferta);
    expect(seen).toContain(ids.today);
    expect(seen).toContain(ids.open);
    for (const id of [ids.past, ids.pending, ids.closed, ids.blocked, ids.job]) {
      expect(seen).not.toContain(id);
    }
    expect(list.total).toBe(seen.length);
    // The oldest come last.
    expect(seen.slice(-2)).toEqual([ids.open, ids.today].sort((a, b) => b - a));
    await t.ctx.db.delete(offers).where(inArray(offers.id, Object.values(ids)));
  });

  it('shows my application and its unsigned documents on the offer, to me only', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const offerId = await insertOffer(company.id, {
      titulo: 'Prácticas con documentos por firmar',
    });
    const me = await buildCandidate(t.ctx.db);
    const other = await buildCandidate(t.ctx.db);
    const [application] = await t.ctx.db
      .insert(applications)
      .values({ offerId, candidateId: me.id, estado: 1, pendienteFirma: true })
      .returning({ id: applications.id });
    if (!application) {
      throw new Error('application not inserted');
    }
    const document = (nombre: string, firmadoAt: Date | null) => ({
      candidateId: me.id,
      applicationId: application.id,
      tipo: nombre,
      nombre,
      texto: 'Texto',
      ...(firmadoAt
        ? { firmadoAt, firmadoSha256: 'f'.repeat(64), firmanteNombre: 'Ana Prueba' }
        : {}),
    });
    const [unsigned] = await t.ctx.db
      .insert(signatureDocuments)
      .values([
        document('Compromiso de prácticas', null),
        document('Protección de datos', new Date()),
      ])
      .returning({ id: signatureDocuments.id });

    // Newest first: the offer just inserted is on the first page.
    const mine = (await page(me.email, 'practicas')).ofertas.find((o) => o.idOferta === offerId);
    expect(mine?.candidatura).toMatchObject({ idCandidatura: application.id, idEstado: 1 });
    expect(mine?.documentacionPendienteFirma).toEqual({
      'Compromiso de prácticas': `/firma-documento/${String(unsigned?.id)}`,
    });
    const theirs = (await page(other.email, 'practicas')).ofertas.find(
      (o) => o.idOferta === offerId,
    );
    expect(theirs?.candidatura).toBeNull();
    expect(theirs?.documentacionPendienteFirma).toEqual({});
  });

  it('shows a change of my application, documents or families on the very next list', async () => {
    // On the embedded database the candidate's state is kept between lists while nothing is
    // written; any write must show at once, whoever made it.
    const { company } = await buildCompany(t.ctx.db);
    const offerId = await insertOffer(company.id, { titulo: 'Prácticas que cambian' });
    const me = await buildCandidate(t.ctx.db);
    const mine = async () =>
      (await page(me.email, 'practicas')).ofertas.find((o) => o.idOferta === offerId);
    expect((await mine())?.candidatura).toBeNull();
    expect((await mine())?.candidatura).toBeNull();

    const [application] = await t.ctx.db
      .insert(applications)
      .values({ offerId, candidateId: me.id, estado: 1, pendienteFirma: true })
      .returning({ id: applications.id });
    const applicationId = application?.id ?? 0;
    expect((await mine())?.candidatura).toMatchObject({
      idCandidatura: applicationId,
      idEstado: 1,
    });

    const [unsigned] = await t.ctx.db
      .insert(signatureDocuments)
      .values({
        candidateId: me.id,
        applicationId,
        tipo: 'Compromiso',
        nombre: 'Compromiso',
        texto: 'Texto',
      })
      .returning({ id: signatureDocuments.id });
    expect((await mine())?.documentacionPendienteFirma).toEqual({
      Compromiso: `/firma-documento/${String(unsigned?.id)}`,
    });
    await t.ctx.db.transaction(async (tx) => {
      await tx
        .update(signatureDocuments)
        .set({ firmadoAt: new Date(), firmadoSha256: 'f'.repeat(64), firmanteNombre: 'Ana' })
        .where(eq(signatureDocuments.applicationId, applicationId));
      await tx.update(applications).set({ estado: 3 }).where(eq(applications.id, applicationId));
    });
    expect((await mine())?.documentacionPendienteFirma).toEqual({});
    expect((await mine())?.candidatura).toMatchObject({ idEstado: 3 });

    await t.ctx.db
      .update(candidates)
      .set({ conPracticas: false })
      .where(eq(candidates.userId, me.id));
    const refused = await get(
      '/api/Alumno/dameOfertasUsuario/practicas',
      await t.authHeader(me.email),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('shares one checked page among candidates without applications; a change shows at once', async () => {
    // Such a page is built, checked and compressed once per version of the offers.
    const { company } = await buildCompany(t.ctx.db);
    const offerId = await insertOffer(company.id, { titulo: 'Prácticas compartidas' });
    const [ana, luis] = [await buildCandidate(t.ctx.db), await buildCandidate(t.ctx.db)];
    const body = async (email: string) =>
      (await get('/api/Alumno/dameOfertasUsuario/practicas', await t.authHeader(email))).body;
    const first = await body(ana.email);
    expect(await body(luis.email)).toBe(first);
    expect(await body(ana.email)).toBe(first);
    const offerIn = (text: string) =>
      (JSON.parse(text) as { datos: OfferList }).datos.ofertas.find((o) => o.idOferta === offerId);
    expect(offerIn(first)?.titulo).toBe('Prácticas compartidas');

    await t.ctx.db
      .update(offers)
      .set({ titulo: 'Prácticas renombradas' })
      .where(eq(offers.id, offerId));
    expect(offerIn(await body(luis.email))?.titulo).toBe('Prácticas renombradas');
    // Luis applies: his page shows his application, Ana's still shows none.
    await t.ctx.db.insert(applications).values({ offerId, candidateId: luis.id, estado: 1 });
    expect(offerIn(await body(luis.email))?.candidatura).toMatchObject({ idEstado: 1 });
    expect(offerIn(await body(ana.email))?.candidatura).toBeNull();
  });

  it('pages through the list without overlap and validates paging input', async () => {
    const all = await page('estudiante@demo.es', 'practicas', '?porPagina=50');
    const p1 = await page('estudiante@demo.es', 'practicas', '?pagina=1&porPagina=4');
    const p2 = await page('estudiante@demo.es', 'practicas', '?pagina=2&porPagina=4');
    const p9 = await page('estudiante@demo.es', 'practicas', '?pagina=9&porPagina=4');
    expect(p1.total).toBe(all.total);
    expect(p2.total).toBe(all.total);
    expect([...p1.ofertas, ...p2.ofertas].map((o) => o.idOferta)).toEqual(
      all.ofertas.slice(0, 8).map((o) => o.idOferta),
    );
    expect(p9.ofertas).toEqual([]);
    const defaults = await page('estudiante@demo.es', 'practicas');
    expect(defaults.ofertas.length).toBe(Math.min(10, all.total));

    const headers = await t.authHeader('estudiante@demo.es');
    for (const qs of ['?pagina=0', '?porPagina=51', '?porPagina=0', '?pagina=abc']) {
      const res = await get(`/api/Alumno/dameOfertasUsuario/practicas${qs}`, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(400);
    }
    const badType = await get('/api/Alumno/dameOfertasUsuario/becas', headers);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().datos.errores[0].campo).toBe('tipo');
  });

  it('orders offers published at the same time by id, newest first', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const future = new Date(Date.now() + 60_000);
    const a = await insertOffer(company.id, { titulo: 'Primera', fechaPublicacion: future });
    const b = await insertOffer(company.id, { titulo: 'Segunda', fechaPublicacion: future });
    const list = await page('estudiante@demo.es', 'practicas', '?porPagina=2');
    expect(list.ofertas.map((o) => o.idOferta)).toEqual([b, a]);
    expect(list.ofertas[0]?.empresa).toBe(company.nombreComercial);
    await t.ctx.db.delete(companies).where(eq(companies.id, company.id));
  });

  it('checks the role and the token', async () => {
    const company = await get(
      '/api/Alumno/dameOfertasUsuario/practicas',
      await t.authHeader('empresa@demo.es'),
    );
    expect(company.statusCode).toBe(403);
    const anonymous = await get('/api/Alumno/dameOfertasUsuario/practicas');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});

describe('dameNumOfertas…Usuario', () => {
  const count = async (which: 'Empleo' | 'Practicas', email: string) => {
    const res = await get(`/api/Alumno/dameNumOfertas${which}Usuario`, await t.authHeader(email));
    expect(res.statusCode).toBe(200);
    return res.json<{ status: number; datos: number }>().datos;
  };

  it('counts the active offers each candidate may see', async () => {
    const practicas = (await activeSeeded('practicas')).length;
    const titulados = (await activeSeeded('practicastitulados')).length;
    const empleo = (await activeSeeded('empleo')).length;
    expect(await count('Practicas', 'estudiante@demo.es')).toBe(practicas);
    expect(await count('Empleo', 'estudiante@demo.es')).toBe(0);
    expect(await count('Practicas', 'titulado@demo.es')).toBe(titulados);
    expect(await count('Empleo', 'titulado@demo.es')).toBe(empleo);
    expect(await count('Practicas', 'mixto@demo.es')).toBe(practicas + titulados);
    const nobody = await buildCandidate(t.ctx.db, { conPracticas: false, conEmpleo: false });
    expect(await count('Practicas', nobody.email)).toBe(0);
  });

  it('follows the deadline like the list does', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const before = await count('Empleo', 'titulado@demo.es');
    await insertOffer(company.id, {
      titulo: 'Caducada',
      familia: 'empleo',
      fechaFinInscripcion: dayOffset(-2),
    });
    await insertOffer(company.id, {
      titulo: 'Abierta',
      familia: 'empleo',
      fechaFinInscripcion: dayOffset(2),
    });
    expect(await count('Empleo', 'titulado@demo.es')).toBe(before + 1);
    await t.ctx.db.delete(companies).where(eq(companies.id, company.id));
  });

  it('is for candidates only', async () => {
    const res = await get(
      '/api/Alumno/dameNumOfertasEmpleoUsuario',
      await t.authHeader('empresa@demo.es'),
    );
    expect(res.statusCode).toBe(403);
    expect((await get('/api/Alumno/dameNumOfertasPracticasUsuario')).json().status).toBe(2);
  });
});
