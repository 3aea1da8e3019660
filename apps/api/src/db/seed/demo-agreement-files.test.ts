import { agreementCalls, type Agreement } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../../test/test-app.ts';
import { attachDemoAgreementCopies } from './demo-agreement-files.ts';

const t = await createDemoTestApp();

async function companyAgreements(email: string) {
  const headers = await t.authHeader(email, 'PrivadoEmpresa');
  const res = await t.app.inject({ method: 'GET', url: agreementCalls.list.path, headers });
  return { headers, list: res.json<{ datos: Agreement[] }>().datos };
}

describe('demo agreement copies', () => {
  it('gives the demo agreements past the company signature the copies their state implies', async () => {
    const before = await companyAgreements('documentacion@demo.es');
    const formalisedBefore = before.list.find((a) => a.estado === 'formalizado');
    expect(formalisedBefore).toMatchObject({ enlaceFirmado: null, enlaceFormalizado: null });

    expect(await attachDemoAgreementCopies(t.ctx)).toBeGreaterThan(0);

    const { headers, list } = await companyAgreements('documentacion@demo.es');
    const formalised = list.find((a) => a.idConvenio === formalisedBefore?.idConvenio);
    const generated = list.find((a) => a.estado === 'generado');
    expect(generated).toMatchObject({ enlaceFirmado: null, enlaceFormalizado: null });
    for (const url of [formalised?.enlaceFirmado, formalised?.enlaceFormalizado]) {
      expect(url).toBeTruthy();
      const file = await t.app.inject({ method: 'GET', url: url ?? '', headers });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const shipyard = await companyAgreements('convenios-gestion@demo.es');
    const signed = shipyard.list.filter((a) => a.estado === 'firmado_empresa');
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.every((a) => a.enlaceFirmado !== null && a.enlaceFormalizado === null)).toBe(
      true,
    );
    // A second run finds nothing left to attach.
    expect(await attachDemoAgreementCopies(t.ctx)).toBe(0);
  });
});
