import type { PreEnrolmentResult } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import {
  buildApplication,
  buildEligibleStudent,
  buildOffer,
  buildProgramme,
} from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

const get = async (url: string, email: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });

/** A student pre-enrolled (16) in an offer of a programme, so three documents are written. */
async function preEnrolled() {
  const user = await buildEligibleStudent(t.ctx.db);
  const p = await buildProgramme(t.ctx.db, { titulo: 'Programa Firma' });
  const offer = await buildOffer(t.ctx.db, {
    titulo: 'Prácticas preinscritas',
    idPrograma: p.id,
    dedicacion: 80,
    meses: 12,
  });
  await buildApplication(t.ctx.db, offer.id, user.id, [16]);
  return { user, offer };
}

describe("the documents of a pre-enrolment in the candidate's language", () => {
  it('writes the documents in English for a candidate who accepts in English, signature page included', async () => {
    const { user, offer } = await preEnrolled();
    const english = {
      ...(await t.authHeader(user.email)),
      'accept-language': 'en-GB,en',
      'user-agent': 'vitest-browser/1.0',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/aceptarPreinscripcion',
      headers: english,
      payload: { urlOferta: offer.id },
    });
    const accepted = res.json<{ status: number; datos: PreEnrolmentResult }>();
    expect(accepted.status).toBe(108);
    expect(accepted.datos.documentosPendientesFirma.map((d) => d.nombre)).toEqual([
      'Acceptance of the pre-enrolment',
      'Consent to share data with the company',
      'Commitment to take part in Programa Firma',
    ]);
    const first = accepted.datos.documentosPendientesFirma[0]!;
    // Read later in Spanish, the document stays the one written for the candidate.
    const link = (
      await get(
        `/api/Alumno/dameLinkFirmaDocumentoPersonal/${String(first.idDocumento)}`,
        user.email,
      )
    ).json<{ datos: { parrafos: string[]; urlDocumento: string } }>().datos;
    expect(link.parrafos[0]).toMatch(
      /^Ana Prueba Test, holder of identity document X\d{7}T, accepts the pre-enrolment in the offer «Prácticas preinscritas» of /,
    );
    const shown = pdfText((await get(link.urlDocumento, user.email)).rawPayload).replace(
      /\s+/g,
      ' ',
    );
    expect(shown).toContain('Acceptance of the pre-enrolment');
    expect(shown).toContain('Reference: DOC-');
    expect(shown).not.toContain('Referencia');
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/Alumno/firmarDocumentoPersonal/${String(first.idDocumento)}`,
      headers: english,
      payload: { acepto: true },
    });
    expect(signed.json()).toMatchObject({ status: 0, datos: { firmado: true } });
    const copy = pdfText((await get(link.urlDocumento, user.email)).rawPayload).replace(
      /\s+/g,
      ' ',
    );
    expect(copy).toContain('Electronic signature');
    expect(copy).toMatch(/Signed by: Ana Prueba Test \(X\d{7}T\)/);
    expect(copy).toContain('Browser: vitest-browser/1.0');
    expect(copy).toContain('SHA-256 fingerprint of the accepted document:');
    expect(copy).not.toContain('Firma electrónica');
  });
});
