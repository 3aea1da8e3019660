import type { CompanyOfferSheet, OfferSaved, OfferSheet } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import {
  companyIdOf,
  insertApplication,
  insertOffer,
  validOfferForm,
} from '../../test/company-fixtures.ts';
import { buildNamedCompany } from '../../test/fixture-companies.ts';
import { buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp();
const own = await buildNamedCompany(t.ctx.db, 'Tecnologías Manzanares');
const headers = await t.authHeader(own.user.email, 'PrivadoEmpresa');
const ownCompany = await companyIdOf(t.ctx.db, own.user.email);

const get = (path: string, id: number | string, h = headers) =>
  t.app.inject({ method: 'GET', url: `/api/Empresa/${path}/${String(id)}`, headers: h });

describe('dameDatosProceso', () => {
  it('shows the offer with its candidate counts per state and the allowed actions', async () => {
    // An active curricular internship with two applications: one new and unread, one
    // shortlisted and read.
    const built = await buildOffer(t.ctx.db, {
      companyId: ownCompany,
      titulo: 'Prácticas en desarrollo de software web',
      degrees: [36, 37, 46],
      tutorNombre: 'María Jesús Benítez',
      tutorEmail: 'tutoria@empresa-demo.es',
    });
    await insertApplication(t.ctx.db, built.id, (await buildCandidate(t.ctx.db)).id);
    await insertApplication(t.ctx.db, built.id, (await buildCandidate(t.ctx.db)).id, {
      estado: 3,
      leidaPorEmpresa: true,
    });
    const [software] = await t.ctx.db.select().from(offers).where(eq(offers.id, built.id));
    if (!software) {
      throw new Error('offer missing');
    }
    const res = await get('dameDatosProceso', software.id);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json<{ datos: CompanyOfferSheet }>().datos;
    expect(sheet).toMatchObject({
      idOferta: software.id,
      familia: 'practicas',
      idEstado: 2,
      Estado: 'Activa',
      estado: 'Activa',
      curricular: true,
      textoPerfilOferta: 'Prácticas para estudiantes',
      empresa: 'Tecnologías Manzanares',
      numCandidatos: 2,
      numCandidatosNoLeidos: 1,
      motivoRechazo: null,
      caducada: false,
      acciones: { editar: false, cerrar: true, borrar: true, duplicar: true },
    });
    expect(sheet.candidatosPorEstado).toEqual([
      { idEstado: 1, Estado: 'Inscrito', total: 1 },
      { idEstado: 3, Estado: 'Preseleccionado', total: 1 },
    ]);
    expect(sheet.titulaciones.map((d) => d.id)).toEqual([36, 37, 46]);
    expect(sheet.tutor).toEqual({
      nombre: 'María Jesús Benítez',
      email: 'tutoria@empresa-demo.es',
    });
  });

  it('shows a new offer as editable with its computer skills, and a rejection reason', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/addOferta',
      payload: validOfferForm('practicastitulados'),
      headers,
    });
    const saved = created.json<{ datos: OfferSaved }>().datos;
    const sheet = (await get('dameDatosProceso', saved.urlAcceso)).json<{
      datos: CompanyOfferSheet;
    }>().datos;
    expect(sheet).toMatchObject({
      idEstado: 1,
      Estado: 'Pendiente de validación',
      numCandidatos: 0,
      candidatosPorEstado: [],
      fechaValidacion: null,
      acciones: { editar: true, cerrar: false },
      conocimientosInformaticos: [
        { id: 1, descripcion: 'Microsoft Word' },
        { id: 2, descripcion: 'Microsoft Excel' },
      ],
    });
    const rejected = await insertOffer(t.ctx.db, ownCompany, {
      estado: 4,
      motivoRechazo: 'Falta el plan formativo.',
      fechaValidacion: new Date(),
    });
    const rejectedSheet = (await get('dameDatosProceso', rejected.id)).json<{
      datos: CompanyOfferSheet;
    }>().datos;
    expect(rejectedSheet).toMatchObject({
      Estado: 'Rechazada',
      motivoRechazo: 'Falta el plan formativo.',
      acciones: { editar: false, cerrar: false },
    });
    expect(rejectedSheet.fechaValidacion).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('dameDatosProcesoComoAlumno', () => {
  it("shows the company's own offer as a candidate's sheet, even while pending", async () => {
    const pending = await insertOffer(t.ctx.db, ownCompany, {
      estado: 1,
      familia: 'practicas',
      titulo: 'Vista previa',
      curricular: false,
    });
    const res = await get('dameDatosProcesoComoAlumno', pending.id);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json<{ datos: OfferSheet }>().datos;
    expect(sheet).toMatchObject({
      idOferta: pending.id,
      titulo: 'Vista previa',
      curricular: false,
      candidatura: null,
      documentosFirma: [],
      datosEmpresa: { nombreComercial: 'Tecnologías Manzanares' },
    });
    expect(sheet).not.toHaveProperty('motivoRechazo');
    expect(sheet).not.toHaveProperty('numCandidatos');
  });
});

describe('ownership', () => {
  it("answers 404 (code 4) for another company's offer on both sheets", async () => {
    const other = await buildCompany(t.ctx.db);
    const theirs = await insertOffer(t.ctx.db, other.company.id);
    for (const path of ['dameDatosProceso', 'dameDatosProcesoComoAlumno']) {
      const res = await get(path, theirs.id);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().status).toBe(4);
    }
    const candidate = await get(
      'dameDatosProceso',
      theirs.id,
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
    );
    expect(candidate.statusCode).toBe(403);
  });
});
