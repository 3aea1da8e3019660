import type { BillingAccount, BillingAccountBodyInput, FieldError } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingAccounts } from '../../db/schema.ts';
import { buildCompany } from '../../test/builders.ts';
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
  it('has one demo account for empresa@demo.es', async () => {
    expect(await listOf(await t.authHeader('empresa@demo.es'))).toMatchObject([
      { NombreFiscal: 'Tecnologías Manzanares S.L.', CIF: 'B86123452', Provincia: 'Madrid' },
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
      headers: await t.authHeader('estudiante@demo.es'),
    });
    expect(candidate.statusCode).toBe(403);
  });
});
