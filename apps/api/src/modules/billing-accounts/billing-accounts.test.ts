import type { BillingAccount, BillingAccountBodyInput, FieldError } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingAccounts } from '../../db/schema.ts';
import { validCif } from '../../test/back-office-client.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { buildBillingAccount } from '../../test/fixture-company-data.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

async function company() {
  const built = await buildCompany(t.ctx.db);
  return { ...built, headers: await t.authHeader(built.user.email, 'PrivadoEmpresa') };
}

const account: BillingAccountBodyInput = {
  NombreFiscal: 'Empresa de Pruebas S.L.',
  CIF: 'b12345674',
  domicilioFiscal: 'Calle Mayor 1',
  idPais: 1,
  idProvincia: 28,
  poblacion: 'Madrid',
  cp: '28013',
  requiereEnvioPostalFacturas: false,
};

const add = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/Empresa/addCuentaFacturacion', payload, headers });
const listOf = async (headers: Record<string, string>) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/Empresa/dameCuentasFacturacion', headers })
  ).json<{ datos: BillingAccount[] }>().datos;
const accountCount = async (companyId: number) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(billingAccounts)
      .where(eq(billingAccounts.companyId, companyId))
  )[0]?.n ?? 0;

describe('addCuentaFacturacion and dameCuentasFacturacion', () => {
  it("lists a company's stored account with the province name", async () => {
    const c = await company();
    const cif = validCif();
    await buildBillingAccount(t.ctx.db, { id: c.company.id, cif });
    expect(await listOf(c.headers)).toMatchObject([
      { NombreFiscal: 'Tecnologías Manzanares S.L.', CIF: cif, Provincia: 'Madrid' },
    ]);
  });

  it('adds a Spanish account (531) and lists it with the province name', async () => {
    const c = await company();
    const res = await add({ ...account, domicilioEnvioPostal: 'ignorada' }, c.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ datos: BillingAccount; mensaje: string }>();
    expect(body.mensaje).toBe('La cuenta de facturación se ha añadido correctamente.');
    expect(body.datos).toMatchObject({
      NombreFiscal: 'Empresa de Pruebas S.L.',
      CIF: 'B12345674',
      idProvincia: 28,
      Provincia: 'Madrid',
      provincia: null,
      requiereEnvioPostalFacturas: false,
      domicilioEnvioPostal: null,
    });
    expect(await listOf(c.headers)).toEqual([body.datos]);
  });

  it('takes a foreign province as text and a postal address when invoices go by post', async () => {
    const c = await company();
    const res = await add(
      {
        ...account,
        idPais: 76,
        idProvincia: undefined,
        provincia: 'Île-de-France',
        poblacion: 'Paris',
        cp: '75001',
        requiereEnvioPostalFacturas: true,
        domicilioEnvioPostal: '10 Rue de Rivoli, 75001 Paris',
      },
      c.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: BillingAccount }>().datos).toMatchObject({
      idPais: 76,
      idProvincia: null,
      Provincia: 'Île-de-France',
      provincia: 'Île-de-France',
      domicilioEnvioPostal: '10 Rue de Rivoli, 75001 Paris',
    });
  });

  it('applies every rule of the fiscal account, writing nothing', async () => {
    const c = await company();
    const errorsOf = async (payload: object) => {
      const res = await add(payload, c.headers);
      expect(res.statusCode, res.body).toBe(400);
      return Object.fromEntries(
        res
          .json<{ datos: { errores: FieldError[] } }>()
          .datos.errores.map((e) => [e.campo, e.mensaje]),
      );
    };
    expect(await errorsOf({ idPais: 1, requiereEnvioPostalFacturas: true })).toEqual({
      NombreFiscal: 'Este campo es requerido',
      CIF: 'Este campo es requerido',
      domicilioFiscal: 'Este campo es requerido',
      poblacion: 'Este campo es requerido',
      cp: 'Este campo es requerido',
      idProvincia: 'Este campo es requerido',
      domicilioEnvioPostal: 'Este campo es requerido',
    });
    expect(await errorsOf({ ...account, idPais: undefined })).toEqual({
      idPais: 'Este campo es requerido',
    });
    expect(
      await errorsOf({
        ...account,
        NombreFiscal: 'SL',
        CIF: 'B12345675',
        idProvincia: 53,
        poblacion: 'x'.repeat(151),
        requiereEnvioPostalFacturas: true,
        domicilioEnvioPostal: 'x'.repeat(251),
      }),
    ).toEqual({
      NombreFiscal: 'El campo no tiene la longitud mínima requerida',
      CIF: 'El campo está mal formado',
      idProvincia: 'El valor está fuera del rango permitido',
      poblacion: 'El campo supera la longitud máxima permitida',
      domicilioEnvioPostal: 'El campo supera la longitud máxima permitida',
    });
    expect(
      await errorsOf({ ...account, idPais: 76, idProvincia: undefined, provincia: 'ab' }),
    ).toEqual({ provincia: 'El campo no tiene la longitud mínima requerida' });
    expect(await errorsOf({ ...account, idPais: 9999, provincia: 'Atlantis' })).toEqual({
      idPais: 'El campo está mal formado',
    });
    expect(
      await errorsOf({ ...account, requiereEnvioPostalFacturas: true, domicilioEnvioPostal: 'C/' }),
    ).toEqual({ domicilioEnvioPostal: 'El campo no tiene la longitud mínima requerida' });
    // A Spanish address needs a Spanish postal code (5 digits, province 01–52).
    expect(await errorsOf({ ...account, cp: '99001' })).toEqual({
      cp: 'El campo está mal formado',
    });
    expect(await errorsOf({ ...account, cp: '2801' })).toEqual({
      cp: 'El campo está mal formado',
    });
    expect(await accountCount(c.company.id)).toBe(0);
  });

  it("keeps each company's accounts to itself", async () => {
    const [a, b] = [await company(), await company()];
    await add(account, a.headers);
    expect(await listOf(b.headers)).toEqual([]);
    expect(await listOf(a.headers)).toHaveLength(1);
    const candidate = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameCuentasFacturacion',
      headers: await t.authHeader((await buildCandidate(t.ctx.db)).email),
    });
    expect(candidate.statusCode).toBe(403);
  });
});

const post = (path: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/Empresa/${path}`, payload, headers });

async function created(headers: Record<string, string>) {
  return (await add(account, headers)).json<{ datos: BillingAccount }>().datos;
}

describe('editaCuentaFacturacion', () => {
  it('changes one of the company accounts with the same rules', async () => {
    const c = await company();
    const own = await created(c.headers);
    const res = await post(
      'editaCuentaFacturacion',
      {
        ...account,
        idCuenta: own.idCuenta,
        idPais: 76,
        provincia: 'Bretagne',
        requiereEnvioPostalFacturas: true,
        domicilioEnvioPostal: '3 Quai Duguay-Trouin, Rennes',
      },
      c.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: BillingAccount; mensaje: string }>()).toMatchObject({
      mensaje: 'La cuenta de facturación se ha guardado correctamente.',
      datos: {
        idCuenta: own.idCuenta,
        idPais: 76,
        idProvincia: null,
        Provincia: 'Bretagne',
        requiereEnvioPostalFacturas: true,
        domicilioEnvioPostal: '3 Quai Duguay-Trouin, Rennes',
      },
    });
    expect(await listOf(c.headers)).toEqual([res.json<{ datos: BillingAccount }>().datos]);
  });

  it('names every invalid field and writes nothing', async () => {
    const c = await company();
    const own = await created(c.headers);
    const res = await post(
      'editaCuentaFacturacion',
      {
        ...account,
        idCuenta: own.idCuenta,
        NombreFiscal: '',
        idProvincia: undefined,
        requiereEnvioPostalFacturas: true,
      },
      c.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(
      Object.fromEntries(
        res
          .json<{ datos: { errores: FieldError[] } }>()
          .datos.errores.map((e) => [e.campo, e.mensaje]),
      ),
    ).toEqual({
      NombreFiscal: 'Este campo es requerido',
      idProvincia: 'Este campo es requerido',
      domicilioEnvioPostal: 'Este campo es requerido',
    });
    const noId = await post('editaCuentaFacturacion', account, c.headers);
    expect(noId.statusCode).toBe(400);
    const badCountry = await post(
      'editaCuentaFacturacion',
      { ...account, idCuenta: own.idCuenta, idPais: 9999, provincia: 'Atlantis' },
      c.headers,
    );
    expect(badCountry.statusCode).toBe(400);
    expect(await listOf(c.headers)).toEqual([own]);
  });

  it("never changes another company's account (404) nor an unknown one", async () => {
    const [a, b] = [await company(), await company()];
    const own = await created(a.headers);
    const foreign = await post(
      'editaCuentaFacturacion',
      { ...account, idCuenta: own.idCuenta, NombreFiscal: 'Intrusa S.L.' },
      b.headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().status).toBe(404);
    expect(await listOf(a.headers)).toEqual([own]);
    const unknown = await post(
      'editaCuentaFacturacion',
      { ...account, idCuenta: 2_000_000_000 },
      a.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('eliminaCuentaFacturacion', () => {
  it("deletes one of the company's accounts and never another company's", async () => {
    const [a, b] = [await company(), await company()];
    const own = await created(a.headers);
    const foreign = await post('eliminaCuentaFacturacion', { idCuenta: own.idCuenta }, b.headers);
    expect(foreign.statusCode).toBe(404);
    expect(await accountCount(a.company.id)).toBe(1);

    const res = await post('eliminaCuentaFacturacion', { idCuenta: own.idCuenta }, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 0,
      mensaje: 'La cuenta de facturación se ha eliminado.',
    });
    expect(await accountCount(a.company.id)).toBe(0);
    const again = await post('eliminaCuentaFacturacion', { idCuenta: own.idCuenta }, a.headers);
    expect(again.statusCode).toBe(404);
  });

  it('needs a valid id and a company session', async () => {
    const a = await company();
    // An account that must survive the refused calls.
    const kept = await buildBillingAccount(t.ctx.db, { id: a.company.id, cif: validCif() });
    const invalid = await post('eliminaCuentaFacturacion', {}, a.headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().datos.errores[0]).toMatchObject({ campo: 'idCuenta' });
    const anonymous = await post('eliminaCuentaFacturacion', { idCuenta: kept.id }, {});
    expect(anonymous.statusCode).toBe(401);
    const candidate = await post(
      'eliminaCuentaFacturacion',
      { idCuenta: kept.id },
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
    );
    expect(candidate.statusCode).toBe(403);
    expect(await listOf(a.headers)).toHaveLength(1);
  });
});

describe('the tax id and the SWIFT/BIC of a billing account', () => {
  it('answers 33 for a malformed CIF and 83 for a malformed SWIFT, writing nothing', async () => {
    const c = await company();
    const badCif = await add({ ...account, CIF: 'B1234' }, c.headers);
    expect(badCif.statusCode).toBe(400);
    expect(badCif.json()).toMatchObject({ status: 33, datos: { errores: [{ campo: 'CIF' }] } });
    const badSwift = await add({ ...account, SWIFT: 'CAIXESB' }, c.headers);
    expect(badSwift.statusCode).toBe(400);
    expect(badSwift.json()).toMatchObject({ status: 83, datos: { errores: [{ campo: 'SWIFT' }] } });
    expect(await accountCount(c.company.id)).toBe(0);
  });

  it('keeps a well-formed SWIFT/BIC, upper case, and no SWIFT when left empty', async () => {
    const c = await company();
    expect((await add({ ...account, SWIFT: 'caix es bb xxx' }, c.headers)).json().status).toBe(0);
    expect((await add({ ...account, SWIFT: '' }, c.headers)).json().status).toBe(0);
    const swifts = (await listOf(c.headers)).map((a) => a.SWIFT).sort();
    expect(swifts).toEqual(['CAIXESBBXXX', null]);
  });
});
