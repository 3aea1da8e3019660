import {
  companyProfileCalls,
  profileCheckCalls,
  type CompanyData,
  type CompanyProfileBodyInput,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { validCif } from '../../test/back-office-client.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { createTestApp } from '../../test/test-app.ts';
import { companyProfileClient } from './company-profile.fixtures.ts';

const t = await createTestApp();
// A validated company in Madrid whose tax id the other companies' checks run into.
const KNOWN_CIF = validCif();
const known = await buildNamedCompany(t.ctx.db, 'Tecnologías Manzanares', {
  cif: KNOWN_CIF,
  idSector: 15,
  idProvincia: 28,
  idLocalidad: 28079,
});
const knownHeaders = await t.authHeader(known.user.email, 'PrivadoEmpresa');

const { company, call, missingData } = companyProfileClient(t);

const profile = (cif: string): CompanyProfileBodyInput => ({
  cif,
  nombreComercial: 'Nueva Empresa',
  razonSocial: 'Nueva Empresa S.L.',
  descripcion: 'Consultoría tecnológica.',
  idSector: 15,
  web: 'https://nueva.example',
  email: 'rrhh@nueva.example',
  telefono: '910 000 000',
  direccion: 'Calle Mayor 1',
  cp: '28013',
  idPais: 1,
  idProvincia: 28,
  idLocalidad: 28079,
  numeroEmpleados: '25',
});

describe('dameDatosEmpresa and editaEmpresaCompletos', () => {
  it("shows the token's company with its reference names", async () => {
    const res = await call(companyProfileCalls.company, knownHeaders);
    expect(res.json<{ datos: CompanyData }>().datos).toMatchObject({
      cif: KNOWN_CIF,
      nombreComercial: 'Tecnologías Manzanares',
      idSector: 15,
      pais: 'España',
      provincia: 'Madrid',
      localidad: 'Madrid',
      validada: true,
      bloqueada: false,
    });
  });

  it('saves a complete profile, after which no company data is missing', async () => {
    const c = await company();
    expect(await missingData(profileCheckCalls.companyMissingData, c.headers)).toBe(true);
    const res = await call(companyProfileCalls.saveCompany, c.headers, profile('B12345674'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ datos: CompanyData }>().datos).toMatchObject({
      idEmpresa: c.company.id,
      cif: 'B12345674',
      telefono: '910 000 000',
      numeroEmpleados: 25,
      provincia: 'Madrid',
      sector: expect.any(String) as string,
    });
    expect(await missingData(profileCheckCalls.companyMissingData, c.headers)).toBe(false);
    const abroad = await call(companyProfileCalls.saveCompany, c.headers, {
      ...profile('B12345674'),
      idPais: 76,
      idProvincia: undefined,
      idLocalidad: undefined,
      provincia: 'Île-de-France',
      localidad: 'Paris',
      cp: '75001',
    });
    expect(abroad.json<{ datos: CompanyData }>().datos).toMatchObject({
      pais: 'Francia',
      idProvincia: null,
      provincia: 'Île-de-France',
      localidad: 'Paris',
    });
    expect(await missingData(profileCheckCalls.companyMissingData, c.headers)).toBe(false);
  });

  it('answers 33 for a malformed CIF, naming the field', async () => {
    const c = await company();
    const res = await call(companyProfileCalls.saveCompany, c.headers, profile('B1234'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status: 33,
      datos: { errores: [{ campo: 'cif', mensaje: 'El campo está mal formado' }] },
    });
  });

  it('names each invalid field and writes nothing', async () => {
    const c = await company();
    const errorsOf = async (payload: object) => {
      const res = await call(companyProfileCalls.saveCompany, c.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      return Object.fromEntries(
        res
          .json<{ datos: { errores: { campo: string; mensaje: string }[] } }>()
          .datos.errores.map((e) => [e.campo, e.mensaje]),
      );
    };
    expect(await errorsOf({ idPais: 1 })).toMatchObject({
      cif: 'Este campo es requerido',
      razonSocial: 'Este campo es requerido',
      email: 'Este campo es requerido',
      telefono: 'Este campo es requerido',
      direccion: 'Este campo es requerido',
      cp: 'Este campo es requerido',
      idSector: 'Este campo es requerido',
      idProvincia: 'Este campo es requerido',
    });
    expect(
      await errorsOf({
        ...profile('B12345675'),
        cp: '99999',
        telefono: '123',
        web: 'nueva',
        email: 'rrhh@',
      }),
    ).toEqual({
      cif: 'El campo está mal formado',
      cp: 'El campo está mal formado',
      telefono: 'El campo no tiene la longitud mínima requerida',
      web: 'El campo está mal formado',
      email: 'Debes indicar una dirección de correo electrónico válida',
    });
    expect(await errorsOf({ ...profile('B12345674'), idPais: 76, idProvincia: undefined })).toEqual(
      { provincia: 'Este campo es requerido' },
    );
    expect(
      await errorsOf({ ...profile('B12345674'), idSector: 999, idLocalidad: 46250, idPais: 1 }),
    ).toEqual({ idSector: 'El campo está mal formado', idLocalidad: 'El campo está mal formado' });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, c.company.id));
    expect(row?.direccion).toBeNull();
  });

  it("refuses another company's CIF (409)", async () => {
    const c = await company();
    const res = await call(companyProfileCalls.saveCompany, c.headers, profile(KNOWN_CIF));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 515,
      mensaje: 'Ya existe otra empresa registrada con ese CIF.',
    });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, c.company.id));
    expect(row?.cif).toBe(c.company.cif);
  });
});

describe('existeCIF', () => {
  const ask = (cif: string, clave = 'portal-empleo', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/Empresa/existeCIF/${cif}/${clave}`, headers });

  it('says whether another company has the tax id', async () => {
    expect((await ask(KNOWN_CIF)).json()).toMatchObject({ status: 0, datos: true });
    expect((await ask(KNOWN_CIF.toLowerCase())).json().datos).toBe(true);
    expect((await ask('A11111119')).json().datos).toBe(false);
    const own = await ask(KNOWN_CIF, 'portal-empleo', knownHeaders);
    expect(own.json().datos).toBe(false);
    expect((await ask(KNOWN_CIF, 'otra')).statusCode).toBe(404);
    const bad = await ask('B1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(33);
    expect(bad.json().datos.errores[0]).toMatchObject({ campo: 'cif' });
  });
});
