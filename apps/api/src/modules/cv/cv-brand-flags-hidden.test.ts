import {
  callUrl,
  Codes,
  companyCandidateCalls,
  cvCalls,
  type CandidateCv,
  type CompanyCandidatesPage,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/builders.ts';
import { buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';
import { cvBrandFlagsFixture, type FieldErrors } from './cv-brand-flags.fixtures.ts';

// Per-field brand flags of the CV ("CV"), set in this file's own database.
const t = await createTestApp();
const { cvOf, flags, setFlags, personalCandidate } = cvBrandFlagsFixture(t);

describe('a hidden field never travels', () => {
  /** A candidate with every flagged value set, applied to an offer of a company of its own. */
  async function applicant() {
    const c = await personalCandidate();
    await callAs(t, cvCalls.editEmail, c.email, {
      body: { email: 'contacto.oculto@correo.es', comunicacionesEnEmailEstudiante: true },
    });
    await callAs(t, cvCalls.addStudy, c.email, {
      body: {
        titulo: 'Curso de Cerámica',
        centro: 'Escuela Alfarera de Talavera',
        fechaInicio: '2019-09-01',
        fechaFin: '2020-06-15',
        nota: 7.25,
      },
    });
    await callAs(t, cvCalls.addExperience, c.email, {
      body: {
        empresa: 'Horno Quijano',
        puesto: 'Panadera',
        fechaInicio: '2021-06-01',
        fechaFin: '2021-09-30',
        descripcion: 'Turno de madrugada en el obrador',
      },
    });
    const { company, user } = await buildCompany(t.ctx.db);
    const offer = await buildOffer(t.ctx.db, { companyId: company.id });
    const application = await buildApplication(t.ctx.db, offer.id, c.id);
    const companyGet = async (url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: await t.authHeader(user.email, 'PrivadoEmpresa'),
      });
      return res.json<{ datos: unknown }>().datos;
    };
    return {
      ...c,
      ownCv: async () => cvOf(c.email),
      ownPdf: async () => pdfText((await callAs(t, cvCalls.pdf, c.email)).raw),
      companyCv: async () =>
        (await companyGet(
          callUrl(companyCandidateCalls.cv, { params: { id: application.id } }),
        )) as CandidateCv,
      companyList: async () =>
        (
          (await companyGet(
            callUrl(companyCandidateCalls.list, { params: { id: offer.id } }),
          )) as CompanyCandidatesPage
        ).candidatos,
      companyPdf: async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: callUrl(cvCalls.companyPdf, { params: { idCandidatura: application.id } }),
          headers: await t.authHeader(user.email, 'PrivadoEmpresa'),
        });
        expect(res.statusCode).toBe(200);
        return pdfText(res.rawPayload);
      },
    };
  }

  const hidden = flags(false, false, false);
  const secrets = [
    '600111222',
    'contacto.oculto@correo.es',
    '02/04/2001',
    'Escuela Alfarera de Talavera',
    '7,25',
    '15/06/2020',
    'Turno de madrugada en el obrador',
    '30/09/2021',
  ];

  it('is absent from dameCvUsuario, dameCandidato, the candidate list and both PDFs; present when shown', async () => {
    const a = await applicant();
    await setFlags({
      personales: {
        telefono: hidden,
        email: hidden,
        fechaNacimiento: hidden,
        idPaisNacionalidad: hidden,
        idProvincia: hidden,
        idLocalidad: hidden,
      },
      academicos: { centro: hidden, nota: hidden, fechaFin: hidden },
      experiencia: { descripcion: hidden, fechaFin: hidden },
    });

    const own = await a.ownCv();
    expect(own.personales).toMatchObject({
      telefono: null,
      email: null,
      fechaNacimiento: null,
      idPaisNacionalidad: null,
      nacionalidad: null,
      idProvincia: null,
      provincia: null,
      idLocalidad: null,
      localidad: null,
      DNI: a.personal.DNI,
    });
    const study = own.academicos.find((s) => s.titulo === 'Curso de Cerámica');
    expect(study).toMatchObject({
      centro: null,
      nota: null,
      fechaFin: null,
      fechaInicio: '2019-09-01',
    });
    expect(own.profesional.experiencia[0]).toMatchObject({
      descripcion: null,
      fechaFin: null,
      puesto: 'Panadera',
    });
    const ownJson = JSON.stringify(own);
    for (const value of [
      '600111222',
      'contacto.oculto@correo.es',
      '2001-04-02',
      'Talavera',
      'madrugada',
    ]) {
      expect(ownJson).not.toContain(value);
    }

    const company = await a.companyCv();
    expect(company.personales).toMatchObject({
      email: null,
      telefono: null,
      fechaNacimiento: null,
      nacionalidad: null,
      provincia: null,
      localidad: null,
    });
    const companyJson = JSON.stringify(company);
    for (const value of [
      '600111222',
      'contacto.oculto@correo.es',
      '02/04/2001',
      'Talavera',
      '7.25',
      '15/06/2020',
    ]) {
      expect(companyJson).not.toContain(value);
    }
    const [row] = await a.companyList();
    expect(row).toMatchObject({ email: null, telefono: null, provincia: null });

    for (const text of [await a.ownPdf(), await a.companyPdf()]) {
      expect(text).toContain('Panadera');
      expect(text).toContain('Curso de Cerámica');
      for (const value of secrets) {
        expect(text).not.toContain(value);
      }
      // A hidden end date is not shown as "until now" either.
      expect(text).not.toMatch(/01\/06\/2021 – actualidad/);
    }

    await setFlags({});
    const shown = await a.ownCv();
    expect(shown.personales).toMatchObject({
      telefono: '600111222',
      email: 'contacto.oculto@correo.es',
      fechaNacimiento: '2001-04-02',
      nacionalidad: 'España',
      localidad: expect.any(String),
    });
    expect((await a.companyCv()).personales).toMatchObject({
      email: 'contacto.oculto@correo.es',
      telefono: '600111222',
      fechaNacimiento: '02/04/2001',
    });
    // The list gives the CV's contact email too (one email for the company, as on /ver-cv).
    expect((await a.companyList())[0]).toMatchObject({
      telefono: '600111222',
      email: 'contacto.oculto@correo.es',
    });
    for (const text of [await a.ownPdf(), await a.companyPdf()]) {
      for (const value of secrets) {
        expect(text).toContain(value);
      }
    }
  });

  it('saving a form keeps what it hides: hidden fields sent back empty stay as stored', async () => {
    const a = await applicant();
    await setFlags({
      personales: { telefono: hidden, idPaisNacionalidad: hidden, email: hidden },
      academicos: { nota: hidden },
      experiencia: { descripcion: hidden },
    });
    const own = await a.ownCv();
    // What the web sends: the values it received, hidden ones null.
    const saved = await callAs(t, cvCalls.editPersonal, a.email, {
      body: {
        ...a.personal,
        telefono: null,
        idPaisNacionalidad: null,
        fechaNacimiento: '2001-05-05',
      },
    });
    expect(saved.status).toBe(0);
    const email = await callAs(t, cvCalls.editEmail, a.email, {
      body: { email: null, comunicacionesEnEmailEstudiante: false },
    });
    expect(email.status).toBe(0);
    const study = own.academicos.find((s) => s.titulo === 'Curso de Cerámica');
    const studySaved = await callAs(t, cvCalls.editStudy, a.email, {
      body: { id: study?.id, centro: 'Escuela de Talavera', fechaInicio: '2019-09-01', nota: null },
    });
    expect(studySaved.status).toBe(0);
    const job = own.profesional.experiencia[0];
    const jobSaved = await callAs(t, cvCalls.editExperience, a.email, {
      body: {
        id: job?.id,
        empresa: 'Horno Quijano',
        puesto: 'Panadera jefa',
        fechaInicio: '2021-06-01',
        descripcion: null,
      },
    });
    expect(jobSaved.status).toBe(0);

    await setFlags({});
    const after = await a.ownCv();
    expect(after.personales).toMatchObject({
      telefono: '600111222',
      idPaisNacionalidad: 1,
      email: 'contacto.oculto@correo.es',
      fechaNacimiento: '2001-05-05',
      comunicacionesEnEmailEstudiante: false,
    });
    expect(after.academicos.find((s) => s.id === study?.id)).toMatchObject({
      centro: 'Escuela de Talavera',
      nota: 7.25,
    });
    expect(after.profesional.experiencia[0]).toMatchObject({
      puesto: 'Panadera jefa',
      descripcion: 'Turno de madrugada en el obrador',
    });
  });

  it('a visible nationality or contact email left empty is refused (15)', async () => {
    const a = await applicant();
    const country = await callAs<FieldErrors>(t, cvCalls.editPersonal, a.email, {
      body: { ...a.personal, idPaisNacionalidad: null },
    });
    expect(country.status).toBe(Codes.MANDATORY_DATA_MISSING);
    expect(country.datos.errores[0]?.campo).toBe('idPaisNacionalidad');
    const email = await callAs<FieldErrors>(t, cvCalls.editEmail, a.email, {
      body: { email: null, comunicacionesEnEmailEstudiante: true },
    });
    expect(email.status).toBe(Codes.MANDATORY_DATA_MISSING);
    expect(email.datos.errores[0]?.campo).toBe('email');
  });
});
