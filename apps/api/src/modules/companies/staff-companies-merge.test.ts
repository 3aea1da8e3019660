import {
  type StaffCompanyDetail,
  type StaffCompanyList,
  type StaffMergeResult,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyContacts, companyUsers, offers } from '../../db/schema.ts';
import { insertOffer } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { backOfficeClient, datos, statusOf, validCif } from '../../test/back-office-client.ts';

const t = await createTestApp();
const { get, post, companyWithCif, lastAudit } = await backOfficeClient(t);

describe('merging duplicates', () => {
  async function contact(companyId: number, dni: string) {
    await t.ctx.db.insert(companyContacts).values({
      companyId,
      nombre: 'Ana',
      apellidos: 'Contacto',
      dni,
      puesto: 'RRHH',
      telefono1: '600000000',
      direccion: 'Calle 1',
      cp: '28001',
      localidad: 'Madrid',
    });
  }

  it('moves offers, users, contacts and applications to the kept company in one transaction', async () => {
    const cif = validCif();
    const keep = await companyWithCif(cif);
    const dup = await companyWithCif(`${cif.slice(0, 1)}-${cif.slice(1)}`, { validada: false });
    const offer = await insertOffer(t.ctx.db, dup.company.id, { titulo: 'Oferta de la duplicada' });
    await contact(dup.company.id, '12345678Z');
    const dupSession = await t.authHeader(dup.user.email, 'PrivadoEmpresa');
    const detail = datos<StaffCompanyDetail>(
      await get(`/api/Gestion/dameEmpresa/${String(keep.company.id)}`),
    );
    expect(detail.duplicada).toBe(true);
    expect(detail.duplicadas.map((d) => d.idEmpresa)).toEqual([dup.company.id]);
    const dupList = datos<StaffCompanyList>(
      await get(`/api/Gestion/dameEmpresas?estado=duplicada&texto=${cif}`),
    );
    expect(dupList.empresas.map((e) => e.idEmpresa).sort()).toEqual(
      [keep.company.id, dup.company.id].sort(),
    );

    const res = await post('/api/Gestion/fusionarEmpresas', {
      idEmpresaConservada: keep.company.id,
      idEmpresaDuplicada: dup.company.id,
    });
    expect(statusOf(res)).toBe(0);
    const merged = datos<StaffMergeResult>(res);
    expect(merged.movidos).toMatchObject({ company_users: 1, offers: 1, company_contacts: 1 });
    const [moved] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(moved?.companyId).toBe(keep.company.id);
    expect(await t.ctx.db.select().from(companies).where(eq(companies.id, dup.company.id))).toEqual(
      [],
    );
    const members = await t.ctx.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.companyId, keep.company.id));
    expect(members.map((m) => m.userId).sort()).toEqual([keep.user.id, dup.user.id].sort());
    // The session opened for the deleted company ends.
    expect(statusOf(await get('/api/Empresa/dameDatosEmpresa', dupSession))).toBe(2);
    expect(await lastAudit('empresa.fusionar')).toMatchObject({
      entidadId: String(keep.company.id),
    });
  });

  it('rolls everything back when a row cannot move, and refuses different tax ids', async () => {
    const cif = validCif();
    const keep = await companyWithCif(cif);
    const dup = await companyWithCif(`${cif.slice(0, 1)} ${cif.slice(1)}`);
    const offer = await insertOffer(t.ctx.db, dup.company.id);
    await contact(keep.company.id, '87654321X');
    await contact(dup.company.id, '87654321x');
    const res = await post('/api/Gestion/fusionarEmpresas', {
      idEmpresaConservada: keep.company.id,
      idEmpresaDuplicada: dup.company.id,
    });
    expect(res.statusCode).toBe(409);
    expect(statusOf(res)).toBe(515);
    const [still] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(still?.companyId).toBe(dup.company.id);
    expect(
      await t.ctx.db.select().from(companyUsers).where(eq(companyUsers.companyId, dup.company.id)),
    ).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(companies).where(eq(companies.id, dup.company.id)),
    ).toHaveLength(1);

    const other = await companyWithCif();
    expect(
      statusOf(
        await post('/api/Gestion/fusionarEmpresas', {
          idEmpresaConservada: keep.company.id,
          idEmpresaDuplicada: other.company.id,
        }),
      ),
    ).toBe(515);
    expect(
      statusOf(
        await post('/api/Gestion/fusionarEmpresas', {
          idEmpresaConservada: keep.company.id,
          idEmpresaDuplicada: keep.company.id,
        }),
      ),
    ).toBe(515);
    expect(
      statusOf(
        await post('/api/Gestion/fusionarEmpresas', {
          idEmpresaConservada: keep.company.id,
          idEmpresaDuplicada: 99999999,
        }),
      ),
    ).toBe(404);
  });
});
