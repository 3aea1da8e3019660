import type { FittingOfferList, OfferSheet } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateLanguages, candidates } from '../../db/schema.ts';
import {
  buildApplication,
  buildEligibleStudent,
  buildOffer,
  buildProgramme,
  dayOffset,
} from '../../test/offer-builders.ts';
import { buildPreEnrolment } from '../../test/build-applications.ts';
import { buildCompany } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const get = async (url: string, email: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });

describe('dameOferta/{id}', () => {
  it('returns the full sheet by id or urlAcceso, with requirements, company and programme', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const programme = await buildProgramme(t.ctx.db, { titulo: 'Programa Sheet' });
    const offer = await buildOffer(t.ctx.db, {
      titulo: 'Prácticas completas',
      descripcion: '<p>Texto <script>alert(1)</script><strong>importante</strong></p>',
      requisitos: 'Ganas de aprender',
      plazas: 3,
      idProvincia: 28,
      idLocalidad: 28079,
      idTipoContrato: 9,
      creditosMinimos: 90,
      dedicacion: 80,
      meses: 12,
      idPrograma: programme.id,
      tutorNombre: 'Tutora Demo',
      languages: [[2, 4]],
      degrees: [36, 52],
    });
    for (const ref of [String(offer.id), `${String(offer.id)}-practicas-completas`]) {
      const res = await get(`/api/Alumno/dameOferta/${ref}`, user.email);
      expect(res.statusCode).toBe(200);
      const sheet = res.json<{ datos: OfferSheet }>().datos;
      expect(sheet).toMatchObject({
        idOferta: offer.id,
        titulo: 'Prácticas completas',
        urlAcceso: `${String(offer.id)}-practicas-completas`,
        familia: 'practicas',
        textoPerfilOferta: 'Prácticas para estudiantes',
        descripcion: '<p>Texto <strong>importante</strong></p>',
        plazas: 3,
        provincia: 'Madrid',
        localidad: 'Madrid',
        // Reference lists carry their English text (English mode shows it).
        tipoContrato: {
          id: 9,
          descripcion: 'Beca / prácticas no laborales',
          descripcionEn: 'Grant / non-employment internship',
        },
        creditosMinimos: 90,
        fechaInicio: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        titulaciones: [
          { id: 36, descripcion: 'Grado en Ingeniería Informática' },
          { id: 52, descripcion: 'Máster Universitario en Ingeniería Informática' },
        ],
        idiomas: [{ idioma: { id: 2 }, nivel: { id: 4 } }],
        tutor: { nombre: 'Tutora Demo', email: null },
        programa: { idPrograma: programme.id, titulo: 'Programa Sheet', adhesionSolicitada: false },
        candidatura: null,
        documentosFirma: [],
      });
      expect(sheet.datosEmpresa.nombreComercial).toBe(sheet.empresa);
    }
    const outside = await buildOffer(t.ctx.db, { titulo: 'Sin programa' });
    const res = await get(`/api/Alumno/dameOferta/${String(outside.id)}`, user.email);
    expect(res.json<{ datos: OfferSheet }>().datos.programa).toBeNull();
  });

  it('shows my application and its documents to sign', async () => {
    const { user } = await buildPreEnrolment(t.ctx.db);
    const res = await get('/api/Alumno/dameOfertasUsuario/practicas?porPagina=50', user.email);
    const pre = res
      .json()
      .datos.ofertas.find(
        (o: { candidatura: { idEstado: number } | null }) => o.candidatura?.idEstado === 16,
      );
    expect(Object.keys(pre.documentacionPendienteFirma)).toEqual([
      'Aceptación de la preinscripción',
      'Consentimiento de cesión de datos a la empresa',
    ]);
    const sheet = (await get(`/api/Alumno/dameOferta/${String(pre.idOferta)}`, user.email)).json()
      .datos as OfferSheet;
    expect(sheet.candidatura).toMatchObject({
      idEstado: 16,
      estado: 'Preinscrito',
      preinscripcion: true,
      puedeRetirarse: false,
    });
    expect(sheet.documentosFirma.map((d) => d.firmado)).toEqual([false, false]);
    expect(sheet.documentosFirma[0]?.enlace).toMatch(/^\/firma-documento\/\d+$/);
  });

  it('answers 4 for unknown, pending or invisible offers, but shows closed offers I applied to', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    const pending = await buildOffer(t.ctx.db, { estado: 1 });
    const job = await buildOffer(t.ctx.db, { familia: 'empleo' });
    for (const id of ['999999', String(pending.id), String(job.id)]) {
      const res = await get(`/api/Alumno/dameOferta/${id}`, user.email);
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(4);
    }
    const closed = await buildOffer(t.ctx.db, { estado: 3 });
    await buildApplication(t.ctx.db, closed.id, user.id, [1, 9]);
    const mine = await get(`/api/Alumno/dameOferta/${String(closed.id)}`, user.email);
    expect(mine.json().datos).toMatchObject({
      estado: 'Cerrada',
      candidatura: { estado: 'Oferta cerrada' },
    });
    expect((await get('/api/Alumno/dameOferta/abc', user.email)).statusCode).toBe(400);
  });
});

describe('dameOferta/{id} asked by many at once', () => {
  it('gives each sheet asked at the same moment its own offer, application and families', async () => {
    // Sheets asked together are read in one statement: each answer must stay its own.
    const ana = await buildEligibleStudent(t.ctx.db);
    const bea = await buildEligibleStudent(t.ctx.db);
    const graduate = await buildEligibleStudent(t.ctx.db, { conPracticas: false, conEmpleo: true });
    const first = await buildOffer(t.ctx.db, { titulo: 'Prácticas pedidas a la vez A' });
    const second = await buildOffer(t.ctx.db, { titulo: 'Prácticas pedidas a la vez B' });
    const closed = await buildOffer(t.ctx.db, { titulo: 'Cerrada pedida a la vez', estado: 3 });
    const anas = await buildApplication(t.ctx.db, first.id, ana.id);
    const beas = await buildApplication(t.ctx.db, closed.id, bea.id, [1, 9]);
    const asAna = await t.authHeader(ana.email);
    const asBea = await t.authHeader(bea.email);
    const asGraduate = await t.authHeader(graduate.email);
    const sheet = (id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/Alumno/dameOferta/${String(id)}`, headers });
    const answers = await Promise.all([
      sheet(first.id, asAna),
      sheet(first.id, asBea),
      sheet(second.id, asAna),
      sheet(closed.id, asBea),
      sheet(closed.id, asAna),
      sheet(first.id, asGraduate),
      sheet(999_999, asAna),
    ]);
    const seen = answers.map((res) =>
      res.statusCode === 200
        ? (({ titulo, candidatura }: OfferSheet) => [titulo, candidatura?.idCandidatura ?? null])(
            res.json<{ datos: OfferSheet }>().datos,
          )
        : res.statusCode,
    );
    expect(seen).toEqual([
      ['Prácticas pedidas a la vez A', anas.id],
      ['Prácticas pedidas a la vez A', null],
      ['Prácticas pedidas a la vez B', null],
      ['Cerrada pedida a la vez', beas.id],
      404,
      404,
      404,
    ]);
  });
});

describe('ofertasEncajanConUsuario', () => {
  it('ranks the offers I may see by fit and explains what matched and what is missing', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    await t.ctx.db
      .update(candidates)
      .set({ idProvincia: 50 })
      .where(eq(candidates.userId, user.id));
    const perfect = await buildOffer(t.ctx.db, {
      idProvincia: 50,
      languages: [[2, 4]],
      creditosMinimos: 100,
    });
    const weak = await buildOffer(t.ctx.db, {
      idProvincia: 50,
      degrees: [9],
      languages: [[2, 6]],
      creditosMinimos: 200,
      fechaInicio: dayOffset(-5),
    });
    const res = await get('/api/Alumno/ofertasEncajanConUsuario?porPagina=50', user.email);
    const datos = res.json<{ datos: FittingOfferList }>().datos;
    expect(datos.total).toBeGreaterThan(2);
    expect(datos.ofertas[0]?.idOferta).toBe(perfect.id);
    expect(datos.ofertas[0]?.encaje).toEqual({
      puntuacion: 100,
      cumple: [
        'Tu titulación',
        'Los idiomas requeridos',
        'Tus 180 créditos superados',
        'En tu provincia (Zaragoza)',
        'Fechas compatibles con tu agenda',
      ],
      falta: [],
    });
    const w = datos.ofertas.find((o) => o.idOferta === weak.id);
    expect(w?.encaje.puntuacion).toBe(15);
    expect(w?.encaje.falta).toEqual([
      'Requiere titulación (en curso): Grado en Biotecnología',
      'Idiomas: Inglés (nivel C2)',
      'Mínimo de 200 créditos (tienes 180)',
      'La fecha de inicio ya ha pasado',
    ]);
    const scores = datos.ofertas.map((o) => o.encaje.puntuacion);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    // The same explanation in English when the client asks for it.
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/ofertasEncajanConUsuario?porPagina=50',
      headers: { ...(await t.authHeader(user.email)), 'accept-language': 'en' },
    });
    const inEnglish = english.json<{ datos: FittingOfferList }>().datos.ofertas;
    expect(inEnglish[0]?.encaje.cumple).toEqual([
      'Your degree',
      'The required languages',
      'Your 180 credits passed',
      'In your province (Zaragoza)',
      'Dates that fit your schedule',
    ]);
    expect(inEnglish.find((o) => o.idOferta === weak.id)?.encaje.falta).toEqual([
      "Requires degree (in progress): Bachelor's Degree in Biotechnology",
      'Languages: English (level C2)',
      'At least 200 credits (you have 180)',
      'The start date has passed',
    ]);
  });

  it('ranks by every required language: an offer asking one the candidate lacks comes after', async () => {
    const user = await buildEligibleStudent(t.ctx.db);
    await t.ctx.db
      .insert(candidateLanguages)
      .values({ candidateId: user.id, idIdioma: 3, idNivel: 3 });
    const { id: none } = await buildOffer(t.ctx.db, {});
    const { id: both } = await buildOffer(t.ctx.db, {
      languages: [
        [2, 5],
        [3, 3],
      ],
    });
    // The newest: first among equals, so only the language rule can put it after the others.
    const { id: partly } = await buildOffer(t.ctx.db, {
      languages: [
        [2, 4],
        [3, 5],
      ],
    });
    const res = await get('/api/Alumno/ofertasEncajanConUsuario?porPagina=50', user.email);
    const ofertas = res.json<{ datos: FittingOfferList }>().datos.ofertas;
    const place = (id: number) => ofertas.findIndex((o) => o.idOferta === id);
    const of = (id: number) => ofertas[place(id)]?.encaje;
    expect([place(none), place(both), place(partly)].every((i) => i >= 0)).toBe(true);
    expect(of(none)?.cumple).toContain('No exige idiomas');
    expect(of(both)?.cumple).toContain('Los idiomas requeridos');
    expect(of(partly)?.falta).toContainEqual(expect.stringMatching(/^Idiomas: .*\(nivel C1\)$/));
    expect(of(none)?.puntuacion).toBe(of(both)?.puntuacion);
    expect((of(both)?.puntuacion ?? 0) - (of(partly)?.puntuacion ?? 0)).toBe(20);
    expect(place(partly)).toBeGreaterThan(place(both));
    expect(place(partly)).toBeGreaterThan(place(none));
  });

  it('is empty for a candidate who sees no family and for companies is forbidden', async () => {
    const { user } = await buildCompany(t.ctx.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/ofertasEncajanConUsuario',
      headers: await t.authHeader(user.email, 'PrivadoEmpresa'),
    });
    expect(res.statusCode).toBe(403);
  });
});
