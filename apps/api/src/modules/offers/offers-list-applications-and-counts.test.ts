import { callUrl, offerCalls, type OfferList } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  candidates,
  companies,
  offers,
  signatureDocuments,
} from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { dayOffset } from '../../test/offer-builders.ts';
import { offersListSetup } from './offers-list.fixtures.ts';

// The candidate's own applications on the offer list, the shared page, and the offer counts.
const { t, student, graduate, mixto, companyUser, get, page, activeSeeded, insertOffer } =
  await offersListSetup();

describe('dameOfertasUsuario: my applications on the list', () => {
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

  it('gives each of the lists asked at the same moment its own candidate state', async () => {
    // Lists asked together read their candidates' states in one statement: each answer must
    // still hold only its own candidate's applications and families.
    const { company } = await buildCompany(t.ctx.db);
    const first = await insertOffer(company.id, { titulo: 'Prácticas leídas juntas A' });
    const second = await insertOffer(company.id, { titulo: 'Prácticas leídas juntas B' });
    const ana = await buildCandidate(t.ctx.db);
    const bea = await buildCandidate(t.ctx.db);
    const carlos = await buildCandidate(t.ctx.db, { conPracticas: false, conEmpleo: true });
    const [anas, beas] = await t.ctx.db
      .insert(applications)
      .values([
        { offerId: first, candidateId: ana.id, estado: 1 },
        { offerId: second, candidateId: bea.id, estado: 1 },
      ])
      .returning({ id: applications.id });
    const url = (tipo: string) => callUrl(offerCalls.list, { params: { tipo }, query: '' });
    const headers = await Promise.all([ana, bea, carlos].map((c) => t.authHeader(c.email)));
    const [forAna, forBea, forCarlos, carlosJobs] = await Promise.all([
      get(url('practicas'), headers[0]),
      get(url('practicas'), headers[1]),
      get(url('practicas'), headers[2]),
      get(url('empleo'), headers[2]),
    ]);
    const applied = (res: typeof forAna) =>
      Object.fromEntries(
        res
          .json<{ datos: OfferList }>()
          .datos.ofertas.filter((o) => o.idOferta === first || o.idOferta === second)
          .map((o) => [o.idOferta, o.candidatura?.idCandidatura ?? null]),
      );
    expect(applied(forAna)).toEqual({ [first]: anas?.id, [second]: null });
    expect(applied(forBea)).toEqual({ [first]: null, [second]: beas?.id });
    expect(forCarlos.statusCode).toBe(403);
    expect(carlosJobs.statusCode).toBe(200);
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
    expect(await count('Practicas', student.email)).toBe(practicas);
    expect(await count('Empleo', student.email)).toBe(0);
    expect(await count('Practicas', graduate.email)).toBe(titulados);
    expect(await count('Empleo', graduate.email)).toBe(empleo);
    expect(await count('Practicas', mixto.email)).toBe(practicas + titulados);
    const nobody = await buildCandidate(t.ctx.db, { conPracticas: false, conEmpleo: false });
    expect(await count('Practicas', nobody.email)).toBe(0);
  });

  it('follows the deadline like the list does', async () => {
    const { company } = await buildCompany(t.ctx.db);
    const before = await count('Empleo', graduate.email);
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
    expect(await count('Empleo', graduate.email)).toBe(before + 1);
    await t.ctx.db.delete(companies).where(eq(companies.id, company.id));
  });

  it('is for candidates only', async () => {
    const res = await get(
      '/api/Alumno/dameNumOfertasEmpleoUsuario',
      await t.authHeader(companyUser.email, 'PrivadoEmpresa'),
    );
    expect(res.statusCode).toBe(403);
    expect((await get('/api/Alumno/dameNumOfertasPracticasUsuario')).json().status).toBe(2);
  });
});
