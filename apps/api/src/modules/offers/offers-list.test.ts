import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, offers } from '../../db/schema.ts';
import { DAY_MS, spanishDay } from '../../lib/dates.ts';
import { buildCompany } from '../../test/builders.ts';
import { dayOffset } from '../../test/offer-builders.ts';
import { offersListSetup } from './offers-list.fixtures.ts';

// The candidates' offer lists: what each family lists, in which order, and paging.
const { t, student, graduate, mixto, companyUser, get, page, activeSeeded, insertOffer } =
  await offersListSetup();

describe('dameOfertasUsuario: the list, its families and paging', () => {
  it('lists the active student internships, newest first, in the spec fields', async () => {
    const list = await page(student.email, 'practicas');
    const seeded = await activeSeeded('practicas');
    expect(list.total).toBe(seeded.length);
    // The nine active student internships of the catalogue.
    expect(list.total).toBe(9);
    // The first page: as many as fit, every one of them an active offer.
    const ids = seeded.map((o) => o.id);
    expect(list.ofertas).toHaveLength(Math.min(ids.length, list.porPagina));
    expect(list.ofertas.every((o) => ids.includes(o.idOferta))).toBe(true);
    // The newest offer, published yesterday.
    const first = list.ofertas.find((o) => o.titulo === 'Prácticas en desarrollo de software web')!;
    expect(list.ofertas[0]?.idOferta).toBe(first.idOferta);
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
      new Date(Date.now() - DAY_MS).toLocaleDateString('es-ES', {
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
    const titulados = await page(graduate.email, 'practicastitulados');
    expect(titulados.total).toBe((await activeSeeded('practicastitulados')).length);
    expect(
      titulados.ofertas.every((o) => o.paraTitulados && o.idperfil === 2 && o.curricular === null),
    ).toBe(true);
    const empleo = await page(graduate.email, 'empleo');
    expect(empleo.total).toBe((await activeSeeded('empleo')).length);
    expect(
      empleo.ofertas.every((o) => !o.paraTitulados && o.idperfil === 1 && o.curricular === null),
    ).toBe(true);
    expect(empleo.ofertas.map((o) => o.provincia)).toContain('Valencia/València');
  });

  it('accepts the graduate internships family as the specification writes it, practicas_titulados', async () => {
    const written = await page(graduate.email, 'practicas_titulados');
    const joined = await page(graduate.email, 'practicastitulados');
    expect(written.total).toBeGreaterThan(0);
    expect(written.ofertas.map((o) => o.idOferta)).toEqual(joined.ofertas.map((o) => o.idOferta));
  });

  it('refuses families the candidate may not see (403 FORBIDDEN)', async () => {
    for (const [email, tipo] of [
      [student.email, 'empleo'],
      [student.email, 'practicastitulados'],
      [graduate.email, 'practicas'],
    ] as const) {
      const res = await get(`/api/Alumno/dameOfertasUsuario/${tipo}`, await t.authHeader(email));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, datos: null });
    }
    const mixed = await page(mixto.email, 'empleo');
    expect(mixed.total).toBeGreaterThan(0);
  });

  it('leaves out closed deadlines, other states and blocked companies; keeps today and no deadline', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const blocked = await buildCompany(t.ctx.db, { bloqueada: true });
    const old = new Date(Date.now() - 400 * DAY_MS);
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
    const list = await page(student.email, 'practicas', '?porPagina=50');
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

  it('pages through the list without overlap and validates paging input', async () => {
    const all = await page(student.email, 'practicas', '?porPagina=50');
    const p1 = await page(student.email, 'practicas', '?pagina=1&porPagina=4');
    const p2 = await page(student.email, 'practicas', '?pagina=2&porPagina=4');
    const p9 = await page(student.email, 'practicas', '?pagina=9&porPagina=4');
    expect(p1.total).toBe(all.total);
    expect(p2.total).toBe(all.total);
    expect([...p1.ofertas, ...p2.ofertas].map((o) => o.idOferta)).toEqual(
      all.ofertas.slice(0, 8).map((o) => o.idOferta),
    );
    expect(p9.ofertas).toEqual([]);
    const defaults = await page(student.email, 'practicas');
    expect(defaults.ofertas.length).toBe(Math.min(10, all.total));

    const headers = await t.authHeader(student.email);
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
    const list = await page(student.email, 'practicas', '?porPagina=2');
    expect(list.ofertas.map((o) => o.idOferta)).toEqual([b, a]);
    expect(list.ofertas[0]?.empresa).toBe(company.nombreComercial);
    await t.ctx.db.delete(companies).where(eq(companies.id, company.id));
  });

  it('checks the role and the token', async () => {
    const company = await get(
      '/api/Alumno/dameOfertasUsuario/practicas',
      await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
    );
    expect(company.statusCode).toBe(403);
    const anonymous = await get('/api/Alumno/dameOfertasUsuario/practicas');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(2);
  });
});
