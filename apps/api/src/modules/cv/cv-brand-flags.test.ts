import {
  callUrl,
  Codes,
  companyCandidateCalls,
  cvCalls,
  defaultCvFieldSettings,
  profileCheckCalls,
  staffBrandCalls,
  type BrandSettings,
  type CandidateCv,
  type CompanyCandidatesPage,
  type Cv,
  type CvFieldSettings,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

// Per-field brand flags of the CV ("CV"), set in this file's own database.
const t = await createTestApp();

type FieldErrors = { errores: { campo: string; codigo: string; mensaje: string }[] };
const cvOf = async (email: string) => (await callAs<Cv>(t, cvCalls.get, email)).datos;
const flags = (visible: boolean, editable: boolean, obligatorio: boolean) => ({
  visible,
  editable,
  obligatorio,
});

/** Stores `camposCv` (defaults with the given changes), as the back-office does. */
async function setFlags(change: {
  personales?: Partial<CvFieldSettings['personales']>;
  academicos?: Partial<CvFieldSettings['academicos']>;
  experiencia?: Partial<CvFieldSettings['experiencia']>;
}) {
  const d = defaultCvFieldSettings;
  await t.ctx.brand.update({
    camposCv: {
      personales: { ...d.personales, ...change.personales },
      academicos: { ...d.academicos, ...change.academicos },
      experiencia: { ...d.experiencia, ...change.experiencia },
    },
  });
}

afterEach(async () => {
  await setFlags({});
});

let dniNumber = 40_000_000;
/** A valid DNI not used by any other candidate of this file. */
function nextDni(): string {
  dniNumber += 1;
  return `${String(dniNumber)}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(dniNumber % 23)}`;
}

/** A candidate with every personal field filled; `personal` is what editDatosPersonales sends. */
async function personalCandidate() {
  const c = await buildCandidate(t.ctx.db);
  const dni = nextDni();
  await t.ctx.db
    .update(candidates)
    .set({
      dni,
      telefono: '600111222',
      fechaNacimiento: '2001-04-02',
      idProvincia: 28,
      idLocalidad: 28079,
    })
    .where(eq(candidates.userId, c.id));
  const personal = {
    DNI: dni,
    telefono: '600111222',
    fechaNacimiento: '2001-04-02',
    idPaisNacionalidad: 1,
    idProvincia: 28,
    idLocalidad: 28079,
    numeroSeguridadSocial: '281234567840',
  };
  return { ...c, personal };
}

describe('brand settings carry camposCv', () => {
  it('defaults reproduce the required fields and reach dameConfiguracion and dameCvUsuario', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracion' });
    const config = res.json<{ datos: BrandSettings }>().datos;
    expect(config.camposCv).toEqual(defaultCvFieldSettings);
    expect(config.camposCv.personales.DNI).toEqual(flags(true, true, true));
    expect(config.camposCv.personales.telefono.obligatorio).toBe(true);
    const c = await buildCandidate(t.ctx.db);
    expect((await cvOf(c.email)).campos).toEqual(defaultCvFieldSettings);
  });

  it('the staff brand call saves the flags and refuses a required field that is not editable', async () => {
    const admin = await staffHeader(t, 'marca.admin@demo.es');
    const bad = await t.app.inject({
      method: 'POST',
      url: staffBrandCalls.saveBrand.path,
      headers: admin,
      payload: {
        camposCv: {
          ...defaultCvFieldSettings,
          personales: { ...defaultCvFieldSettings.personales, DNI: flags(true, false, true) },
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('camposCv.personales.DNI.obligatorio');
    const camposCv = {
      ...defaultCvFieldSettings,
      personales: { ...defaultCvFieldSettings.personales, DNI: flags(true, false, false) },
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: staffBrandCalls.saveBrand.path,
      headers: admin,
      payload: { camposCv },
    });
    expect(ok.statusCode).toBe(200);
    const c = await buildCandidate(t.ctx.db);
    expect((await cvOf(c.email)).campos.personales.DNI).toEqual(flags(true, false, false));
  });
});

describe('a field that is not editable', () => {
  it('refuses a personal change with 403 (read_only); the unchanged value is accepted', async () => {
    await setFlags({ personales: { DNI: flags(true, false, false) } });
    const c = await personalCandidate();
    const { personal } = c;
    const same = await callAs(t, cvCalls.editPersonal, c.email, {
      body: {
        ...personal,
        DNI: `${personal.DNI.slice(0, 8)}-${personal.DNI.slice(8).toLowerCase()}`,
        telefono: '611000111',
      },
    });
    expect(same.status).toBe(0);
    const changed = await callAs<FieldErrors>(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: nextDni() },
    });
    expect(changed.http).toBe(403);
    expect(changed.status).toBe(Codes.FORBIDDEN);
    expect(changed.datos.errores).toEqual([
      {
        campo: 'DNI',
        codigo: 'read_only',
        mensaje: 'No tienes permiso para realizar esta operación.',
      },
    ]);
    expect((await cvOf(c.email)).personales.DNI).toBe(personal.DNI);
  });

  it('refuses the contact email, a study field and an experience field', async () => {
    await setFlags({
      personales: { email: flags(true, false, false) },
      academicos: { nota: flags(true, false, false) },
      experiencia: { descripcion: flags(true, false, false) },
    });
    const c = await buildCandidate(t.ctx.db);
    const email = await callAs(t, cvCalls.editEmail, c.email, {
      body: { email: 'otra@correo.es', comunicacionesEnEmailEstudiante: false },
    });
    expect(email.http).toBe(403);
    const sameEmail = await callAs(t, cvCalls.editEmail, c.email, {
      body: { email: c.email.toUpperCase(), comunicacionesEnEmailEstudiante: false },
    });
    expect(sameEmail.status).toBe(0);

    const study = { titulo: 'Curso', centro: 'Academia', fechaInicio: '2020-01-10' };
    const withNote = await callAs<FieldErrors>(t, cvCalls.addStudy, c.email, {
      body: { ...study, nota: 9 },
    });
    expect(withNote.http).toBe(403);
    expect(withNote.datos.errores[0]?.campo).toBe('nota');
    const added = await callAs<{ id: number }>(t, cvCalls.addStudy, c.email, { body: study });
    expect(added.status).toBe(0);
    const edited = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: added.datos.id, centro: 'Academia Norte', nota: 7 },
    });
    expect(edited.http).toBe(403);

    const job = { empresa: 'Bar Sol', puesto: 'Camarero', fechaInicio: '2021-06-01' };
    const withText = await callAs(t, cvCalls.addExperience, c.email, {
      body: { ...job, descripcion: 'Sala' },
    });
    expect(withText.http).toBe(403);
    const jobAdded = await callAs<{ id: number }>(t, cvCalls.addExperience, c.email, { body: job });
    expect(jobAdded.status).toBe(0);
    const jobEdited = await callAs(t, cvCalls.editExperience, c.email, {
      body: { ...job, id: jobAdded.datos.id, fechaFin: '2021-09-01' },
    });
    expect(jobEdited.status).toBe(0);
  });
});

describe('a required field', () => {
  it('left empty is refused on save (15, "Este campo es requerido")', async () => {
    await setFlags({
      personales: { fechaNacimiento: flags(true, true, true) },
      experiencia: { descripcion: flags(true, true, true) },
    });
    const c = await personalCandidate();
    const res = await callAs<FieldErrors>(t, cvCalls.editPersonal, c.email, {
      body: { ...c.personal, fechaNacimiento: null },
    });
    expect(res.status).toBe(Codes.MANDATORY_DATA_MISSING);
    expect(res.datos.errores).toEqual([
      { campo: 'fechaNacimiento', codigo: 'required', mensaje: 'Este campo es requerido' },
    ]);
    const job = await callAs<FieldErrors>(t, cvCalls.addExperience, c.email, {
      body: { empresa: 'Bar Sol', puesto: 'Camarero', fechaInicio: '2021-06-01' },
    });
    expect(job.status).toBe(Codes.MANDATORY_DATA_MISSING);
    expect(job.datos.errores[0]?.campo).toBe('descripcion');
  });

  it('empty is reported by completeness (540) and by the missing-data check', async () => {
    const c = await personalCandidate();
    await t.ctx.db
      .update(candidates)
      .set({ fechaNacimiento: null })
      .where(eq(candidates.userId, c.id));
    const before = await cvOf(c.email);
    expect(before.completitud.faltan).toContainEqual({
      campo: 'fechaNacimiento',
      seccion: 'personales',
      obligatorio: false,
    });
    const lacksBefore = await callAs<boolean>(t, profileCheckCalls.candidateMissingData, c.email);
    expect(lacksBefore.datos).toBe(false);

    await setFlags({
      personales: { fechaNacimiento: flags(true, true, true) },
      academicos: { centro: flags(true, true, true) },
    });
    await callAs(t, cvCalls.addUniversityStudy, c.email, {
      body: { idTitulacion: 36, centro: 'Facultad' },
    });
    const after = await cvOf(c.email);
    expect(after.completitud.faltan).toContainEqual({
      campo: 'fechaNacimiento',
      seccion: 'personales',
      obligatorio: true,
    });
    expect(after.completitud.obligatoriosCompletos).toBe(false);
    // Only the studies the candidate may edit count: the one from the records has no centre.
    expect(after.completitud.faltan.map((f) => f.campo)).not.toContain('academicos.centro');
    const lacksAfter = await callAs<boolean>(t, profileCheckCalls.candidateMissingData, c.email);
    expect(lacksAfter.datos).toBe(true);
  });

  it('of an experience, missing from one entry, is reported under profesional', async () => {
    const c = await personalCandidate();
    await callAs(t, cvCalls.addExperience, c.email, {
      body: { empresa: 'Bar Sol', puesto: 'Camarero', fechaInicio: '2021-06-01' },
    });
    await setFlags({ experiencia: { idAreaFuncional: flags(true, true, true) } });
    const cv = await cvOf(c.email);
    expect(cv.completitud.faltan).toContainEqual({
      campo: 'experiencia.idAreaFuncional',
      seccion: 'profesional',
      obligatorio: true,
    });
  });
});

describe('a field that is not visible', () => {
  it('is not required: neither by completeness nor on save', async () => {
    await setFlags({ personales: { telefono: flags(false, false, false) } });
    const c = await personalCandidate();
    const personal = { ...c.personal, telefono: null };
    await t.ctx.db.update(candidates).set({ telefono: null }).where(eq(candidates.userId, c.id));
    const cv = await cvOf(c.email);
    expect(cv.completitud.faltan.map((f) => f.campo)).not.toContain('telefono');
    const saved = await callAs(t, cvCalls.editPersonal, c.email, { body: personal });
    expect(saved.status).toBe(0);
    // The candidate cannot change what is hidden from them.
    const changed = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, telefono: '600999888' },
    });
    expect(changed.http).toBe(403);
  });

  it('a hidden social security number is not asked of a student', async () => {
    await setFlags({ personales: { numeroSeguridadSocial: flags(false, false, false) } });
    const c = await buildCandidate(t.ctx.db, { nss: null });
    const cv = await cvOf(c.email);
    expect(cv.completitud.faltan.map((f) => f.campo)).not.toContain('numeroSeguridadSocial');
  });
});

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
