import type { Agreement } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementEvents, agreements } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
import { agreementsInEveryState, buildAgreements } from '../../test/fixture-agreements.ts';
import { createTestApp } from '../../test/test-app.ts';
import { agreementsClient, pdf, png } from './agreements.fixtures.ts';

const t = await createTestApp();
const { company, listOf, upload, created } = agreementsClient(t);

describe('dameConveniosEmpresa, downloads and adjuntaFicheroAlConvenioEmpresa', () => {
  it('uploads the signed PDF → signed by company, with an event; the signed copy downloads', async () => {
    const c = await company();
    const { datos } = await created(c);
    const res = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const agreement = res.json<{ datos: Agreement }>().datos;
    expect(agreement).toMatchObject({
      estado: 'firmado_empresa',
      estadoTexto: 'Firmado por la empresa',
      ibanEnmascarado: '•••• 1332',
    });
    expect(agreement.enlaceFirmado).not.toBeNull();
    const signed = await t.app.inject({
      method: 'GET',
      url: agreement.enlaceFirmado ?? '',
      headers: c.headers,
    });
    expect(signed.rawPayload.equals(pdf)).toBe(true);
    const events = await t.ctx.db
      .select()
      .from(agreementEvents)
      .where(eq(agreementEvents.agreementId, datos.idConvenio));
    expect(events.map((e) => e.toEstado)).toEqual(['generado', 'firmado_empresa']);
  });

  it('refuses a non-PDF (by content or extension) and a file over 2 MB with 46', async () => {
    const c = await company();
    const { datos } = await created(c);
    const disguised = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: png.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(disguised.json<{ status: number }>().status).toBe(46);
    const docx = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'docx',
      },
      c.headers,
    );
    expect(docx.json<{ status: number }>().status).toBe(46);
    const big = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: big.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(tooBig.json<{ status: number }>().status).toBe(46);
    expect((await listOf(c.headers))[0]?.estado).toBe('generado');
  });

  it('answers 14 when the agreement no longer awaits the signature', async () => {
    const c = await company();
    const { datos } = await created(c);
    await t.ctx.db
      .update(agreements)
      .set({ estado: 'formalizado' })
      .where(eq(agreements.id, datos.idConvenio));
    const res = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'pdf',
      },
      c.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 14,
      mensaje:
        'El convenio está «Formalizado»: el convenio firmado solo se sube mientras está generado o firmado por la empresa.',
    });
  });

  it("hides another company's agreement: list, downloads and upload (404)", async () => {
    const a = await company();
    const b = await company();
    const { datos } = await created(a);
    expect(await listOf(b.headers)).toEqual([]);
    const download = await t.app.inject({ method: 'GET', url: datos.enlace, headers: b.headers });
    expect(download.statusCode).toBe(404);
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/descargaConvenioFirmado/${String(datos.idConvenio)}`,
      headers: a.headers,
    });
    expect(signed.statusCode).toBe(404);
    const res = await upload(
      {
        idConvenio: datos.idConvenio,
        ficheroB64: pdf.toString('base64'),
        extension_adjunto: 'pdf',
      },
      b.headers,
    );
    expect(res.statusCode).toBe(404);
  });

  it('expires agreements past fechaCaducidad when listing, with an event', async () => {
    const c = await company();
    const { datos } = await created(c, { sincaducidad: false, fechaCaducidad: '2030-01-01' });
    await t.ctx.db
      .update(agreements)
      .set({ fechaCaducidad: '2020-01-01' })
      .where(eq(agreements.id, datos.idConvenio));
    expect(await listOf(c.headers)).toMatchObject([
      { estado: 'caducado', estadoTexto: 'Caducado' },
    ]);
  });

  it("lists a company's agreements in every state; their PDF is rendered once on download", async () => {
    const { company: built, user } = await buildCompany(t.ctx.db);
    await buildAgreements(t.ctx.db, { companyId: built.id, user }, agreementsInEveryState());
    const headers = await t.authHeader(user.email, 'PrivadoEmpresa');
    const list = await listOf(headers);
    const estados = list.map((a) => a.estado);
    const first = list[0];
    if (!first) {
      throw new Error('no agreement');
    }
    const one = await t.app.inject({ method: 'GET', url: first.enlace, headers });
    const two = await t.app.inject({ method: 'GET', url: first.enlace, headers });
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect(new Set(estados)).toEqual(
      new Set([
        'generado',
        'formalizado',
        'firmado_empresa',
        'erroneo',
        'caducado',
        'enviado_secretaria',
      ]),
    );
  });
});
