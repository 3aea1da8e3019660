import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, companies, companyUsers } from '../../db/schema.ts';
import { addMembership, buildCompleteCompany } from '../../test/build-companies.ts';
import { buildCandidate, buildCompany, buildGraduate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();

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
  it('is false for candidates with complete data', async () => {
    expect(await personal((await buildCandidate(t.ctx.db)).email)).toBe(false);
    // A graduate without internships needs no social security number.
    expect(await personal((await buildGraduate(t.ctx.db, { nss: null })).email)).toBe(false);
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
  it('is false for a company with complete data', async () => {
    expect(await companyData((await buildCompleteCompany(t.ctx.db)).user.email)).toBe(false);
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
    expect(await contactData((await buildCompleteCompany(t.ctx.db)).user.email)).toBe(false);
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
    // A user with a position and a phone in the first company and in the second one too.
    const built = await buildCompleteCompany(t.ctx.db);
    const other = await buildCompleteCompany(t.ctx.db);
    await addMembership(t.ctx.db, built.user.id, other.company.id, {
      cargo: 'Gerente',
      telefono: '912222222',
    });
    const multi = built.user.email;
    const first = { userId: built.user.id, companyId: built.company.id };
    const second = { userId: built.user.id, companyId: other.company.id };
    await t.ctx.db
      .update(companyUsers)
      .set({ cargo: null })
      .where(
        and(eq(companyUsers.userId, second.userId), eq(companyUsers.companyId, second.companyId)),
      );
    expect(await contactData(multi, first.companyId)).toBe(false);
    expect(await contactData(multi, second.companyId)).toBe(true);
  });
});

describe('roles', () => {
  it('keeps candidate and company checks apart and needs a token', async () => {
    const companyUser = (await buildCompany(t.ctx.db)).user.email;
    const student = (await buildCandidate(t.ctx.db)).email;
    for (const [path, email, ambito] of [
      ['Alumno/faltanDatosPersonalesObligatorios', companyUser, 'PrivadoEmpresa'],
      ['Empresa/faltanDatosAlaEmpresa', student, 'PrivadoAlumno'],
      ['Empresa/faltanDatosAlContactoEmpresa', student, 'PrivadoAlumno'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${path}`,
        headers: await t.authHeader(email, ambito),
      });
      expect(res.statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/${path}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().status).toBe(2);
    }
  });
});
