import {
  agreementCalls,
  staffAgreementCalls as calls,
  type Agreement,
  type StaffAgreementDetail,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements, auditLog } from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffAgreementsClient } from './staff-agreements.fixtures.ts';

const t = await createTestApp();
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);
const { get, post, datos, detailUrl, pdf, shipyardWithAgreements } = staffAgreementsClient(
  t,
  staff,
);

describe('agreement decisions in the back-office', () => {
  it('sends to secretariat, needs the countersigned PDF to formalise, and tells the company', async () => {
    const { companyUser, company, list, noticesFor } = await shipyardWithAgreements();
    const id = (await list('&estado=firmado_empresa')).convenios.at(-1)?.idConvenio ?? 0;
    t.mailer.sent.length = 0;
    const sent = await post(calls.sendToSecretariat.path, { idConvenio: id });
    expect(sent.statusCode).toBe(200);
    expect(datos<StaffAgreementDetail>(sent).estado).toBe('enviado_secretaria');
    expect(await noticesFor('Convenio enviado a secretaría')).toHaveLength(1);
    expect(t.mailer.sent.map((m) => [m.to, m.subject])).toContainEqual([
      companyUser.email,
      'Convenio enviado a secretaría',
    ]);
    // Twice: not from its new state.
    const again = await post(calls.sendToSecretariat.path, { idConvenio: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 14 });

    const early = await post(calls.formalise.path, { idConvenio: id });
    expect(early.json()).toMatchObject({ status: 14 });
    expect(early.json<{ mensaje: string }>().mensaje).toContain('firmado por la universidad');

    const notPdf = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: Buffer.from('PK\x03\x04 no es un pdf', 'latin1').toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(notPdf.json()).toMatchObject({ status: 46 });
    const wrongExt = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: (await pdf()).toString('base64'),
      extension_adjunto: 'docx',
    });
    expect(wrongExt.json()).toMatchObject({ status: 46 });

    const countersigned = await pdf();
    const uploaded = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: countersigned.toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(uploaded.statusCode).toBe(200);
    const withFile = datos<StaffAgreementDetail>(uploaded);
    expect(withFile.enlaceFormalizado).not.toBeNull();
    expect((await get(withFile.enlaceFormalizado ?? '')).rawPayload.equals(countersigned)).toBe(
      true,
    );

    const formal = await post(calls.formalise.path, { idConvenio: id });
    expect(datos<StaffAgreementDetail>(formal)).toMatchObject({
      estado: 'formalizado',
      acciones: [],
      puedeAdjuntarFormalizado: false,
    });
    // Once formalised, the copy the company downloads no longer changes.
    const replaced = await post(calls.uploadCountersigned.path, {
      idConvenio: id,
      ficheroB64: (await pdf()).toString('base64'),
      extension_adjunto: 'pdf',
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json<{ mensaje: string }>().mensaje).toBe(
      'Solo se adjunta el convenio firmado por la universidad cuando está enviado a secretaría (ahora: «Formalizado»).',
    );
    expect(await noticesFor('Convenio formalizado')).toHaveLength(1);

    // The company downloads the countersigned agreement; another company cannot.
    const mine = datos<Agreement[]>(await get(agreementCalls.list.path, company)).find(
      (a) => a.idConvenio === id,
    );
    expect(mine?.estado).toBe('formalizado');
    const download = await get(mine?.enlaceFormalizado ?? '', company);
    expect(download.rawPayload.equals(countersigned)).toBe(true);
    const other = await buildCompany(t.ctx.db);
    const otherHeaders = await t.authHeader(other.user.email, 'PrivadoEmpresa');
    expect((await get(mine?.enlaceFormalizado ?? '', otherHeaders)).statusCode).toBe(404);

    const actions = await t.ctx.db
      .select({ accion: auditLog.accion })
      .from(auditLog)
      .where(and(eq(auditLog.entidad, 'convenio'), eq(auditLog.entidadId, String(id))));
    expect(actions.map((a) => a.accion)).toEqual([
      'convenio.enviado_secretaria',
      'convenio.adjuntar_formalizado',
      'convenio.formalizado',
    ]);
  });

  it('marks erroneous with a reason the company reads; a final state refuses (14)', async () => {
    const { company, idIn, noticesFor } = await shipyardWithAgreements();
    const id = await idIn('generado');
    const noReason = await post(calls.markErroneous.path, { idConvenio: id, motivo: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ datos: { errores: [{ campo: 'motivo' }] } });
    // Asked in English: the careers office's own words stay as typed.
    const res = await post(
      calls.markErroneous.path,
      { idConvenio: id, motivo: 'El IBAN no corresponde a la cuenta de facturación.' },
      { ...staff, 'accept-language': 'en' },
    );
    expect(datos<StaffAgreementDetail>(res)).toMatchObject({
      estado: 'erroneo',
      motivo: 'El IBAN no corresponde a la cuenta de facturación.',
    });
    expect(datos<StaffAgreementDetail>(res).historial.at(-1)?.motivo).toBe(
      'El IBAN no corresponde a la cuenta de facturación.',
    );
    const [notice] = await noticesFor('Convenio marcado como erróneo');
    expect(notice?.texto).toContain('El IBAN no corresponde');
    const company14 = datos<Agreement[]>(await get(agreementCalls.list.path, company)).find(
      (a) => a.idConvenio === id,
    );
    expect(company14?.motivo).toBe('El IBAN no corresponde a la cuenta de facturación.');
    const again = await post(calls.markErroneous.path, { idConvenio: id, motivo: 'Otra vez' });
    expect(again.json()).toMatchObject({ status: 14 });
    expect((await post(calls.expire.path, { idConvenio: id })).json()).toMatchObject({
      status: 14,
    });
    expect((await post(calls.expire.path, { idConvenio: 999999 })).statusCode).toBe(404);
  });

  it('expires on demand and by date (the company is told either way)', async () => {
    const { shipyard, idIn, noticesFor } = await shipyardWithAgreements();
    const id = await idIn('firmado_empresa');
    const res = await post(calls.expire.path, { idConvenio: id });
    expect(datos<StaffAgreementDetail>(res).estado).toBe('caducado');
    expect(await noticesFor('Convenio caducado')).toHaveLength(1);

    const [due] = await t.ctx.db
      .insert(agreements)
      .values({
        companyId: shipyard.id,
        estado: 'enviado_secretaria',
        tramitacionManual: false,
        firmanteNombre: 'Ana',
        firmanteApellidos: 'Caduca',
        firmanteCargo: 'Gerente',
        pagoDomiciliado: false,
        sinCaducidad: false,
        fechaCaducidad: isoDay(new Date(), -1),
      })
      .returning();
    const detail = datos<StaffAgreementDetail>(await get(detailUrl(due?.id ?? 0)));
    expect(detail.estado).toBe('caducado');
    expect(detail.idioma).toBe('es');
    expect(detail.historial.at(-1)?.motivo).toBe('Fecha de caducidad superada');
    expect(await noticesFor('Convenio caducado')).toHaveLength(2);
    // The portal's own reason in the reader's language.
    const english = datos<StaffAgreementDetail>(
      await get(detailUrl(due?.id ?? 0), { ...staff, 'accept-language': 'en-GB,en' }),
    );
    expect(english.historial.at(-1)?.motivo).toBe('Expiry date passed');
  });

  it('refuses the countersigned upload before secretariat (14) and for unknown ids (404)', async () => {
    const { idIn } = await shipyardWithAgreements();
    const payload = { ficheroB64: (await pdf()).toString('base64'), extension_adjunto: 'pdf' };
    const generated = await idIn('erroneo');
    expect(
      (await post(calls.uploadCountersigned.path, { ...payload, idConvenio: generated })).json(),
    ).toMatchObject({ status: 14 });
    expect(
      (await post(calls.uploadCountersigned.path, { ...payload, idConvenio: 999999 })).statusCode,
    ).toBe(404);
  });
});
