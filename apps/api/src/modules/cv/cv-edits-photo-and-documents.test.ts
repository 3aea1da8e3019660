import { callUrl, Codes, cvCalls, type Cv } from '@portal/contracts';

import { describe, expect, it } from 'vitest';

import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs, pdfOf, pngOf } from './cv-test-helpers.ts';

const t = await createTestApp();

const cvOf = async (email: string) => (await callAs<Cv>(t, cvCalls.get, email)).datos;
type FieldErrors = { errores: { campo: string; codigo: string; mensaje: string }[] };

describe('photo and documents', () => {
  it('refuses a photo larger than 1000 px, or one that is not an image (46)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const big = await callAs<FieldErrors>(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pngOf(1001, 10).toString('base64') },
    });
    expect(big.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    expect(big.datos.errores[0]?.codigo).toBe('image_too_large');
    expect(big.datos.errores[0]?.mensaje).toContain('1000 px');
    const english = await t.app.inject({
      method: cvCalls.editPhoto.method,
      url: callUrl(cvCalls.editPhoto),
      headers: { ...(await t.authHeader(c.email)), 'accept-language': 'en' },
      payload: { extension: 'png', ficheroB64: pngOf(1200, 10).toString('base64') },
    });
    expect(english.json<{ datos: FieldErrors; mensaje: string }>()).toMatchObject({
      mensaje:
        'The photo is 1200 × 10 px: its longer side cannot exceed 1000 px. Make it smaller and upload it again.',
      datos: { errores: [{ campo: 'ficheroB64', codigo: 'image_too_large' }] },
    });
    expect(english.json<{ datos: FieldErrors }>().datos.errores[0]?.mensaje).toContain('1200 × 10');
    const fake = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pdfOf().toString('base64') },
    });
    expect(fake.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    const exe = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'exe', ficheroB64: pngOf(10, 10).toString('base64') },
    });
    expect(exe.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    const ok = await callAs(t, cvCalls.editPhoto, c.email, {
      body: { extension: 'png', ficheroB64: pngOf(1000, 800).toString('base64') },
    });
    expect(ok.status).toBe(0);
  });

  it('adds a portfolio file up to 2 MB, refuses a larger one with the hint, deletes documents', async () => {
    const c = await buildCandidate(t.ctx.db);
    const upload = (bytes: number) => ({
      nombre: 'portfolio.pdf',
      extension_adjunto: 'pdf',
      ficheroB64ParaAltas: pdfOf(bytes).toString('base64'),
    });
    const added = await callAs<{ id: number; idTipoDocumento: number }>(
      t,
      cvCalls.addPortfolioDocument,
      c.email,
      { body: upload(1000) },
    );
    expect(added.status).toBe(0);
    expect(added.datos.idTipoDocumento).toBe(7);
    expect((await cvOf(c.email)).documentos.map((d) => d.id)).toEqual([added.datos.id]);
    const big = await callAs<FieldErrors>(t, cvCalls.addPortfolioDocument, c.email, {
      body: upload(2 * 1024 * 1024 + 10),
    });
    expect(big.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    expect(big.datos.errores[0]?.mensaje).toContain('enlace');
    const wrongType = await callAs(t, cvCalls.addPortfolioDocument, c.email, {
      body: { ...upload(500), extension_adjunto: 'exe' },
    });
    expect(wrongType.status).toBe(Codes.FILE_EXTENSION_NOT_ALLOWED);
    const other = await buildCandidate(t.ctx.db);
    expect(
      (await callAs(t, cvCalls.deleteDocument, other.email, { body: { id: added.datos.id } }))
        .status,
    ).toBe(404);
    expect(
      (await callAs(t, cvCalls.deleteDocument, c.email, { body: { id: added.datos.id } })).status,
    ).toBe(0);
    expect((await cvOf(c.email)).documentos).toEqual([]);
  });
});
