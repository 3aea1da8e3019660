import type { OfferFormValues, OfferSaved } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerDegrees, offers } from '../../db/schema.ts';
import { isoDay } from '../../db/seed/ids.ts';
import { buildCompany } from '../../test/builders.ts';
import { companyIdOf, insertOffer, validOfferForm } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const own = await buildCompany(t.ctx.db);
const headers = await t.authHeader(own.user.email, 'PrivadoEmpresa');
const ownCompany = await companyIdOf(t.ctx.db, own.user.email);

async function create(familia: 'practicas' | 'empleo') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Empresa/addOferta',
    payload: validOfferForm(familia),
    headers,
  });
  return res.json<{ datos: OfferSaved }>().datos;
}

const editable = (id: number | string, h = headers) =>
  t.app.inject({ method: 'GET', url: `/api/Empresa/dameOfertaEditable/${String(id)}`, headers: h });
const edit = (id: number | string, payload: object, h = headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Empresa/editaOferta/${String(id)}`,
    payload,
    headers: h,
  });

describe('dameOfertaEditable and editaOferta', () => {
  it('gives the stored form back and saves a changed one (512)', async () => {
    const saved = await create('practicas');
    const res = await editable(saved.urlAcceso);
    expect(res.statusCode, res.body).toBe(200);
    const values = res.json<{ datos: OfferFormValues }>().datos;
    expect(values).toMatchObject({
      idOferta: saved.idOferta,
      idEstado: 1,
      familia: 'practicas',
      titulaciones: [36, 37],
      idiomas: [{ idIdioma: 2, idNivel: 4 }],
      conocimientosInformaticos: [1, 2],
      remuneracion: 600.5,
      horasDia: 5,
      curricular: true,
      tutorEmail: 'tutora@empresa.es',
    });
    const changed = await edit(saved.idOferta, {
      ...values,
      titulo: 'Prácticas de análisis de datos',
      titulaciones: [46],
      idiomas: [{ idIdioma: 3, idNivel: 2 }],
      conocimientosInformaticos: [3],
      curricular: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().mensaje).toBe('Los cambios de la oferta se han guardado correctamente.');
    expect(changed.json<{ datos: OfferSaved }>().datos.urlAcceso).toBe(
      `${String(saved.idOferta)}-practicas-de-analisis-de-datos`,
    );
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, saved.idOferta));
    expect(row).toMatchObject({
      titulo: 'Prácticas de análisis de datos',
      curricular: false,
      estado: 1,
    });
    const degrees = await t.ctx.db
      .select()
      .from(offerDegrees)
      .where(eq(offerDegrees.offerId, saved.idOferta));
    expect(degrees.map((d) => d.idTitulacion)).toEqual([46]);
    // The old languages and computer skills are gone, not added to.
    expect((await editable(saved.idOferta)).json<{ datos: OfferFormValues }>().datos).toMatchObject(
      {
        titulaciones: [46],
        idiomas: [{ idIdioma: 3, idNivel: 2 }],
        conocimientosInformaticos: [3],
      },
    );
  });

  it('refuses offers that are no longer pending (515) or have expired (92)', async () => {
    const active = await insertOffer(t.ctx.db, ownCompany, { estado: 2 });
    for (const res of [
      await editable(active.id),
      await edit(active.id, validOfferForm('empleo')),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().status).toBe(515);
      expect(res.json().mensaje).toContain('pendiente de validación');
    }
    const expired = await insertOffer(t.ctx.db, ownCompany, {
      estado: 1,
      fechaFinInscripcion: isoDay(new Date(), -1),
    });
    for (const res of [
      await editable(expired.id),
      await edit(expired.id, validOfferForm('empleo')),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().status).toBe(92);
      expect(res.json().mensaje).toContain('caducado');
    }
    const [unchanged] = await t.ctx.db.select().from(offers).where(eq(offers.id, expired.id));
    expect(unchanged?.titulo).toBe('Oferta insertada');
  });

  it('never reads or changes an offer of another company (404, nothing written)', async () => {
    const other = await buildCompany(t.ctx.db);
    const theirs = await insertOffer(t.ctx.db, other.company.id, { estado: 1, titulo: 'Ajena' });
    expect((await editable(theirs.id)).statusCode).toBe(404);
    const res = await edit(theirs.id, validOfferForm('empleo'));
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(4);
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, theirs.id));
    expect(row?.titulo).toBe('Ajena');
    expect((await editable(999_999)).json().status).toBe(4);
    expect((await editable('abc')).statusCode).toBe(400);
  });

  it('keeps the family of the offer', async () => {
    const saved = await create('empleo');
    const res = await edit(saved.idOferta, validOfferForm('practicas'));
    expect(res.statusCode).toBe(400);
    expect(res.json().datos.errores).toEqual([
      { campo: 'familia', codigo: 'malformed', mensaje: 'El campo está mal formado' },
    ]);
  });

  it('refuses an open-ended contract on a student internship it edits', async () => {
    const saved = await create('practicas');
    const res = await edit(saved.idOferta, { ...validOfferForm('practicas'), idTipoContrato: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().datos.errores).toEqual([
      {
        campo: 'idTipoContrato',
        codigo: 'contract_not_for_family',
        mensaje: 'El tipo de contrato no corresponde a este tipo de oferta',
      },
    ]);
  });
});
