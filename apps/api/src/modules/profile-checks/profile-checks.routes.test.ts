import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, companies, companyUsers, users } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { createDemoTestApp } from '../../test/test-app.ts';

const t = await createDemoTestApp();

const ask = async (path: string, email: string, ambito?: 'PrivadoEmpresa', idEmpresa?: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${path}`,
    headers: await t.authHeader(email, ambito, idEmpresa),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe(0);
  return res.json<{ datos: boolean }>().datos;
};
const personal = (email: string) => ask('Alumno/faltanDatosPersonalesObligatorios', email);
const companyData = (email: string) =>
  ask('Empresa/faltanDatosAlaEmpresa', email, 'PrivadoEmpresa');
const contactData = (email: string, idEmpresa?: number) =>
  ask('Empresa/faltanDatosAlContactoEmpresa', email, 'PrivadoEmpresa', idEmpresa);

const completeCompany = {
  cif: 'B12345674',
  razonSocial: 'Completa S.L.',
  direccion: 'Calle Mayor 1',
  cp: '28013',
  idPais: 1,
  idProvincia: 28,
  telefono: '910000000',
  email: 'rrhh@completa.example',
  idSector: 15,
};

describe('faltanDatosPersonalesObligatorios', () => {
  it('is false for the demo candidates with complete data', async () => {
    expect(await personal('estudiante@demo.es')).toBe(false);
    // A graduate without internships needs no social security number.
    expect(await personal('titulado@demo.es')).toBe(false);
  });

  it('is true when DNI, phone or (for students) the social security number is missing', async () => {
    const c = await buildCandidate(t.ctx.db, { dni: null, telefono: null });
    expect(await personal(c.email)).toBe(true);
    const set = (values: Partial<typeof candidates.$inferInsert>) =>
      t.ctx.db.update(candidates).set(values).where(eq(candidates.userId, c.id));
    await set({ dni: '00000000T', telefono: '600000000' });
    expect(await personal(c.email)).toBe(false);
    await set({ telefono: '   ' });
    expect(await personal(c.email)).toBe(true);
    await set({ telefono: '600000000', nss: null });
    expect(await personal(c.email)).toBe(true);
    await set({ conPracticas: false, conEmpleo: true });
    expect(await personal(c.email)).toBe(false);
    await set({ dni: null });
    expect(await personal(c.email)).toBe(true);
  });
});

describe('faltanDatosAlaEmpresa', () => {
  it('is false for a demo company with complete data', async () => {
    expect(await companyData('empresa@demo.es')).toBe(false);
  });

  it('names each missing field as missing data, the province only for Spain', async () => {
    const { company, user } = await buildCompany(t.ctx.db);
    expect(await companyData(user.email)).toBe(true);
    const set = (values: Partial<typeof companies.$inferInsert>) =>
      t.ctx.db.update(companies).set(values).where(eq(companies.id, company.id));
    await set(completeCompany);
    expect(await companyData(user.email)).toBe(false);
    for (const [field, empty] of [
      ['direccion', null],
      ['cp', ''],
      ['telefono', null],
      ['email', null],
      ['idSector', null],
      ['idProvincia', null],
      ['razonSocial', ' '],
    ] as const) {
      await set({ [field]: empty });
      expect(await companyData(user.email)).toBe(true);
      await set(completeCompany);
    }
    await set({ idPais: 2, idProvincia: null });
    expect(await companyData(user.email)).toBe(false);
  });
});

describe('faltanDatosAlContactoEmpresa', () => {
  it("checks the signed-in user's position and phone in the chosen company", async () => {
    expect(await contactData('empresa@demo.es')).toBe(false);
    const { company, user } = await buildCompany(t.ctx.db);
    expect(await contactData(user.email)).toBe(true);
    const set = (values: Partial<typeof companyUsers.$inferInsert>) =>
      t.ctx.db
        .update(companyUsers)
        .set(values)
        .where(and(eq(companyUsers.userId, user.id), eq(companyUsers.companyId, company.id)));
    await set({ cargo: 'Gerente', telefono: '911111111' });
    expect(await contactData(user.email)).toBe(false);
    await set({ telefono: '' });
    expect(await contactData(user.email)).toBe(true);
  });

  it('answers for the company chosen at login by a user of two companies', async () => {
    const rows = await t.ctx.db
      .select({ userId: companyUsers.userId, companyId: companyUsers.companyId })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(users.email, 'multi@demo.es'));
    const [first, second] = rows;
    if (!first || !second) {
      throw new Error('multi@demo.es should belong to two companies');
    }
    await t.ctx.db
      .update(companyUsers)
      .set({ cargo: null })
      .where(
        and(eq(companyUsers.userId, second.userId), eq(companyUsers.companyId, second.companyId)),
      );
    expect(await contactData('multi@demo.es', first.companyId)).toBe(false);
    expect(await contactData('multi@demo.es', second.companyId)).toBe(true);
  });
});

describe('roles', () => {
  it('keeps candidate and company checks apart and needs a token', async () => {
    for (const [path, email] of [
      ['Alumno/faltanDatosPersonalesObligatorios', 'empresa@demo.es'],
      ['Empresa/faltanDatosAlaEmpresa', 'estudiante@demo.es'],
      ['Empresa/faltanDatosAlContactoEmpresa', 'estudiante@demo.es'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${path}`,
        headers: await t.authHeader(email),
      });
      expect(res.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/${path}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().status).toBe(2);
    }
  });
});
