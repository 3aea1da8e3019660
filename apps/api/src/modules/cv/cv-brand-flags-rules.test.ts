import {
  Codes,
  cvCalls,
  defaultCvFieldSettings,
  profileCheckCalls,
  staffBrandCalls,
  type BrandSettings,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema.ts';
import { buildCandidate, buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';
import { cvBrandFlagsFixture, type FieldErrors } from './cv-brand-flags.fixtures.ts';

// Per-field brand flags of the CV ("CV"), set in this file's own database.
const t = await createTestApp();
const { cvOf, flags, setFlags, nextDni, personalCandidate } = cvBrandFlagsFixture(t);

describe('brand settings carry camposCv', () => {
  it('defaults reproduce the required fields and reach dameConfiguracion and dameCvUsuario', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Publico/dameConfiguracion' });
    const config = res.json<{ datos: BrandSettings }>().datos;
    expect(config.camposCv).toEqual(defaultCvFieldSettings);
    expect(config.camposCv.personales.DNI).toEqual(flags(true, true, true));
    expect(config.camposCv.personales.telefono.obligatorio).toBe(true);
    // An account of the candidate's own: the record's keeps its identity fields (see the CV tests).
    const c = await buildCandidate(t.ctx.db, { verificado: false });
    expect((await cvOf(c.email)).campos).toEqual(defaultCvFieldSettings);
  });

  it('the staff brand call saves the flags and refuses a required field that is not editable', async () => {
    const admin = await staffHeader(t, (await buildStaff(t.ctx.db, 'administrador')).email);
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
