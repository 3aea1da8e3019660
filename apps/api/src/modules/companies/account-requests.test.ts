import { cifControlDigitFor, type StaffAccountRequest } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyAccountRequests, companyUsers, users } from '../../db/schema.ts';
import { buildCompany, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const staff = await staffHeader(t, (await buildStaff(t.ctx.db, 'gestor')).email);

let serial = 1_000_000 + Math.floor(Math.random() * 8_000_000);
/** A well-formed CIF (letter B, seven digits and the control digit), unique in this run. */
function validCif(): string {
  serial += 1;
  const digits = String(serial).slice(-7).padStart(7, '0');
  return `B${digits}${String(cifControlDigitFor(digits))}`;
}

async function request(cif: string) {
  serial += 1;
  const [row] = await t.ctx.db
    .insert(companyAccountRequests)
    .values({
      cif,
      nombreEmpresa: 'Solicitante S.L.',
      nombre: 'Sara',
      apellidos: 'Solicitante',
      email: `solicitud-${String(serial)}@solicitud.es`,
      telefono: '600111222',
      mensaje: 'Queremos publicar prácticas.',
      direccion: 'Calle Mayor 1',
      idPais: 1,
      aceptaComunicaciones: true,
    })
    .returning();
  if (!row) {
    throw new Error('request not inserted');
  }
  return row;
}

async function listed(id: number): Promise<StaffAccountRequest | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/Gestion/dameSolicitudesCuentaEmpresa',
    headers: staff,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ datos: StaffAccountRequest[] }>().datos.find((r) => r.idSolicitud === id);
}

describe('account requests and the company that already has their CIF', () => {
  it('names no company when none has the CIF, and approval creates one', async () => {
    const fresh = await request(validCif());
    expect(await listed(fresh.id)).toMatchObject({
      idEmpresaExistente: null,
      empresaExistente: null,
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/aprobarSolicitudCuentaEmpresa',
      headers: staff,
      payload: { idSolicitud: fresh.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.cif, fresh.cif));
    expect(company?.nombreComercial).toBe('Solicitante S.L.');
  });

  it('names the company whose CIF matches once normalised, and approval joins the user to it', async () => {
    const cif = validCif();
    const { company } = await buildCompany(t.ctx.db);
    await t.ctx.db.update(companies).set({ cif }).where(eq(companies.id, company.id));
    // Typed with lower case, spaces and a hyphen in the request form.
    const same = await request(
      `${cif.slice(0, 1).toLowerCase()}-${cif.slice(1, 5)} ${cif.slice(5)}`,
    );
    expect(await listed(same.id)).toMatchObject({
      idEmpresaExistente: company.id,
      empresaExistente: { idEmpresa: company.id, nombreComercial: company.nombreComercial, cif },
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/aprobarSolicitudCuentaEmpresa',
      headers: staff,
      payload: { idSolicitud: same.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [member] = await t.ctx.db
      .select({ companyId: companyUsers.companyId })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(users.email, same.email));
    expect(member?.companyId).toBe(company.id);
  });
});
