import { createHash } from 'node:crypto';
import type { PreEnrolmentResult } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applications,
  applicationStateHistory,
  notifications,
  signatureDocuments,
} from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import {
  buildApplication,
  buildEligibleStudent,
  buildOffer,
  buildProgramme,
} from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const post = async (url: string, email: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.authHeader(email)), 'user-agent': 'vitest-browser/1.0' },
    payload: payload as object,
  });
const get = async (url: string, email: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });
const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function preEnrolled(estados = [16], programme = false) {
  const user = await buildEligibleStudent(t.ctx.db);
  const p = programme ? await buildProgramme(t.ctx.db, { titulo: 'Programa Firma' }) : null;
  const offer = await buildOffer(t.ctx.db, {
    titulo: 'Prácticas preinscritas',
    ...(p ? { idPrograma: p.id, dedicacion: 80, meses: 12 } : {}),
  });
  const application = await buildApplication(t.ctx.db, offer.id, user.id, estados);
  return { user, offer, application };
}

describe('aceptarPreinscripcion', () => {
  it('moves 16 → 1 and answers 108 with the documents to sign and their links', async () => {
    const { user, offer, application } = await preEnrolled([1, 16], true);
    const sent = t.mailer.sent.length;
    const res = await post('/api/Alumno/aceptarPreinscripcion', user.email, {
      urlOferta: offer.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; datos: PreEnrolmentResult; mensaje: string }>();
    expect(body.status).toBe(108);
    expect(body.mensaje).toContain(
      'Tu CV no será visible para la empresa hasta que los firmes todos',
    );
    expect(body.datos.documentosPendientesFirma.map((d) => d.nombre)).toEqual([
      'Aceptación de la preinscripción',
      'Consentimiento de cesión de datos a la empresa',
      'Compromiso de participación en el Programa Firma',
    ]);
    for (const d of body.datos.documentosPendientesFirma) {
      expect(d.enlace).toBe(`/firma-documento/${String(d.idDocumento)}`);
    }
    const [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row).toMatchObject({ estado: 1, pendienteFirma: true });
    expect(t.mailer.sent.length).toBe(sent + 1);
    // Still answerable (1 with documents pending): accepting again repeats 108, changes nothing.
    const again = await post('/api/Alumno/aceptarPreinscripcion', user.email, {
      urlOferta: offer.id,
    });
    expect(again.json().status).toBe(108);
    expect(t.mailer.sent.length).toBe(sent + 1);
    const history = await t.ctx.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.applicationId, application.id));
    expect(history.map((h) => h.estado)).toEqual([1, 16, 1]);
    const sheet = (
      await get(`/api/Alumno/dameCandidatura/${String(application.id)}`, user.email)
    ).json();
    expect(sheet.datos).toMatchObject({ preinscripcion: true, puedeRetirarse: false });
    expect(Object.keys(sheet.datos.documentacionPendienteFirma)).toHaveLength(3);
  });

  it('signs every document with the built-in flow; then the CV is visible and 109 on re-signing', async () => {
    const { user, offer, application } = await preEnrolled();
    const accepted = (
      await post('/api/Alumno/aceptarPreinscripcion', user.email, { urlOferta: offer.id })
    ).json().datos as PreEnrolmentResult;
    const [first, second] = accepted.documentosPendientesFirma;
    const link = (
      await get(
        `/api/Alumno/dameLinkFirmaDocumentoPersonal/${String(first!.idDocumento)}`,
        user.email,
      )
    ).json().datos;
    expect(link).toMatchObject({
      idDocumento: first!.idDocumento,
      enlace: `/firma-documento/${String(first!.idDocumento)}`,
      urlDocumento: `/api/Alumno/documentoFirma/${String(first!.idDocumento)}`,
      proveedor: 'interno',
      firmaEnPortal: true,
      firmado: false,
      oferta: 'Prácticas preinscritas',
    });
    expect(link.parrafos.join(' ')).toContain('Prácticas preinscritas');
    const pdf = await get(link.urlDocumento, user.email);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf.rawPayload)).toBe(1);
    const again = await get(link.urlDocumento, user.email);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const hash = createHash('sha256').update(pdf.rawPayload).digest('hex');

    const wrong = await post(
      `/api/Alumno/firmarDocumentoPersonal/${String(first!.idDocumento)}`,
      user.email,
      {
        acepto: true,
        sha256: '0'.repeat(64),
      },
    );
    expect(wrong.statusCode).toBe(400);
    const signed = await post(
      `/api/Alumno/firmarDocumentoPersonal/${String(first!.idDocumento)}`,
      user.email,
      {
        acepto: true,
        sha256: hash,
      },
    );
    expect(signed.json()).toMatchObject({
      status: 0,
      datos: { idDocumento: first!.idDocumento, firmado: true, sha256: hash, pendientes: 1 },
    });
    const [record] = await t.ctx.db
      .select()
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, first!.idDocumento));
    expect(record).toMatchObject({
      firmanteNombre: 'Ana Prueba Test',
      firmanteIp: '127.0.0.1',
      firmanteUserAgent: 'vitest-browser/1.0',
      firmadoSha256: hash,
    });
    expect(record?.firmanteDni).toMatch(/^X\d{7}T$/);
    const copy = await get(link.urlDocumento, user.email);
    expect(pages(copy.rawPayload)).toBe(2);
    const twice = await post(
      `/api/Alumno/firmarDocumentoPersonal/${String(first!.idDocumento)}`,
      user.email,
      {
        acepto: true,
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().status).toBe(109);

    let [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row?.pendienteFirma).toBe(true);
    const last = await post(
      `/api/Alumno/firmarDocumentoPersonal/${String(second!.idDocumento)}`,
      user.email,
      {
        acepto: true,
      },
    );
    expect(last.json().datos.pendientes).toBe(0);
    [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ estado: 1, pendienteFirma: false });
    const done = await post('/api/Alumno/aceptarPreinscripcion', user.email, {
      urlOferta: offer.id,
    });
    expect(done.json().status).toBe(14);
  });

  it('signs when the brand settings must be read again (no query outside the transaction)', async () => {
    const { user, offer } = await preEnrolled();
    const accepted = (
      await post('/api/Alumno/aceptarPreinscripcion', user.email, { urlOferta: offer.id })
    ).json().datos as PreEnrolmentResult;
    const id = accepted.documentosPendientesFirma[0]!.idDocumento;
    // An expired brand cache: on PGlite a read on ctx.db inside the signing transaction would
    // wait for that transaction forever.
    (t.ctx.brand as unknown as { cache: undefined }).cache = undefined;
    const signed = await post(`/api/Alumno/firmarDocumentoPersonal/${String(id)}`, user.email, {
      acepto: true,
    });
    expect(signed.json()).toMatchObject({ status: 0, datos: { idDocumento: id, firmado: true } });
  }, 20_000);

  it('requires explicit acceptance and keeps documents private to their owner', async () => {
    const { user, offer } = await preEnrolled();
    const accepted = (
      await post('/api/Alumno/aceptarPreinscripcion', user.email, { urlOferta: offer.id })
    ).json().datos as PreEnrolmentResult;
    const id = accepted.documentosPendientesFirma[0]!.idDocumento;
    const noConsent = await post(
      `/api/Alumno/firmarDocumentoPersonal/${String(id)}`,
      user.email,
      {},
    );
    expect(noConsent.statusCode).toBe(400);
    const stranger = await buildCandidate(t.ctx.db);
    for (const url of [
      `/api/Alumno/dameLinkFirmaDocumentoPersonal/${String(id)}`,
      `/api/Alumno/documentoFirma/${String(id)}`,
    ]) {
      expect((await get(url, stranger.email)).statusCode).toBe(404);
    }
    const steal = await post(`/api/Alumno/firmarDocumentoPersonal/${String(id)}`, stranger.email, {
      acepto: true,
    });
    expect(steal.statusCode).toBe(404);
    const [doc] = await t.ctx.db
      .select()
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, id));
    expect(doc?.firmadoAt).toBeNull();
  });

  it('lists the pending documents of a student who accepted a pre-enrolment', async () => {
    const { user, offer } = await preEnrolled([1, 16]);
    const accepted = await post('/api/Alumno/aceptarPreinscripcion', user.email, {
      urlOferta: offer.id,
    });
    expect(accepted.json().status).toBe(108);
    const res = await get('/api/Alumno/dameDocumentosPendientesFirma', user.email);
    expect(res.json().datos.map((d: { nombre: string }) => d.nombre)).toEqual([
      'Aceptación de la preinscripción',
      'Consentimiento de cesión de datos a la empresa',
    ]);
  });

  it('refuses without a pre-enrolment (4) or when it is not answerable (14)', async () => {
    const { user, offer } = await preEnrolled([1, 2]);
    const res = await post('/api/Alumno/aceptarPreinscripcion', user.email, {
      urlOferta: offer.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe(14);
    const stranger = await buildCandidate(t.ctx.db);
    const none = await post('/api/Alumno/aceptarPreinscripcion', stranger.email, {
      urlOferta: offer.id,
    });
    expect(none.json().status).toBe(4);
  });
});

describe('rechazarPreinscripcion', () => {
  it('requires a reason of the list (400) and then moves to 17 with it', async () => {
    const { user, offer, application } = await preEnrolled([1, 16]);
    for (const payload of [{ urlOferta: offer.id }, { urlOferta: offer.id, idMotivo: 99 }]) {
      const res = await post('/api/Alumno/rechazarPreinscripcion', user.email, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().datos.errores[0].campo).toBe('idMotivo');
    }
    let [row] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row?.estado).toBe(16);
    const sent = t.mailer.sent.length;
    const res = await post('/api/Alumno/rechazarPreinscripcion', user.email, {
      urlOferta: offer.id,
      idMotivo: 2,
    });
    expect(res.json()).toMatchObject({
      status: 0,
      datos: { idEstado: 17, estado: 'Rechazada por el candidato' },
      mensaje: expect.any(String),
    });
    [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ estado: 17, idMotivoRechazo: 2 });
    const sheet = (
      await get(`/api/Alumno/dameCandidatura/${String(application.id)}`, user.email)
    ).json().datos;
    expect(sheet.motivoRechazo).toBe('Horario incompatible');
    expect(sheet.historial.at(-1)).toMatchObject({ idEstado: 17, motivo: 'Horario incompatible' });
    expect(t.mailer.sent.length).toBe(sent + 1);
    expect(t.mailer.sent.at(-1)?.text).toContain('Motivo: Horario incompatible');
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    const again = await post('/api/Alumno/rechazarPreinscripcion', user.email, {
      urlOferta: offer.id,
      idMotivo: 2,
    });
    expect(again.json().status).toBe(14);
  });

  it('can reject after accepting while documents are pending', async () => {
    const { user, offer } = await preEnrolled();
    expect(
      (await post('/api/Alumno/aceptarPreinscripcion', user.email, { urlOferta: offer.id })).json()
        .status,
    ).toBe(108);
    const res = await post('/api/Alumno/rechazarPreinscripcion', user.email, {
      urlOferta: offer.id,
      idMotivo: 1,
    });
    expect(res.json().datos.idEstado).toBe(17);
  });
});
