import { Codes, cvCalls, type Cv } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, candidateStudies } from '../../db/schema.ts';
import { buildCandidate } from '../../test/builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callAs } from './cv-test-helpers.ts';

const t = await createTestApp();

const cvOf = async (email: string) => (await callAs<Cv>(t, cvCalls.get, email)).datos;
type FieldErrors = { errores: { campo: string; codigo: string; mensaje: string }[] };

/** An account the candidate opened (not the record's): its identity is the candidate's to write. */
const ownAccount = { verificado: false } as const;

const personal = {
  DNI: '12345678Z',
  telefono: '600111222',
  fechaNacimiento: '2001-04-02',
  idPaisNacionalidad: 1,
  idProvincia: 28,
  idLocalidad: 28079,
  numeroSeguridadSocial: '281234567840',
};

describe('editDatosPersonales', () => {
  it('saves the personal data (the DNI normalised)', async () => {
    const c = await buildCandidate(t.ctx.db, ownAccount);
    const res = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000001-r' },
    });
    expect(res.status).toBe(0);
    const cv = await cvOf(c.email);
    expect(cv.personales).toMatchObject({
      DNI: '00000001R',
      telefono: '600111222',
      fechaNacimiento: '2001-04-02',
      provincia: 'Madrid',
      localidad: 'Madrid',
    });
  });

  it.each([
    [{ DNI: '12345678A' }, Codes.INVALID_DNI, 'DNI', 'El DNI está mal formado'],
    [{ DNI: 'X1234567A' }, Codes.INVALID_NIE, 'DNI', 'El NIE está mal formado'],
    [
      { numeroSeguridadSocial: '281234567841' },
      Codes.INVALID_SOCIAL_SECURITY_NUMBER,
      'numeroSeguridadSocial',
      'El número de la Seguridad Social está mal formado',
    ],
    [{ telefono: null }, Codes.MANDATORY_DATA_MISSING, 'telefono', 'Este campo es requerido'],
    [
      { telefono: '600 11' },
      Codes.INVALID_INPUT,
      'telefono',
      'El campo no tiene la longitud mínima requerida',
    ],
    [
      { telefono: '+34 600 111 222 333 44' },
      Codes.INVALID_INPUT,
      'telefono',
      'La longitud del teléfono es excesiva',
    ],
    [{ telefono: '600-abc-222' }, Codes.INVALID_INPUT, 'telefono', 'El campo está mal formado'],
  ])('refuses %o with %i', async (change, code, campo, mensaje) => {
    const c = await buildCandidate(t.ctx.db, ownAccount);
    const res = await callAs<FieldErrors>(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000002W', ...change },
    });
    expect(res.status).toBe(code);
    expect(res.datos.errores).toEqual([expect.objectContaining({ campo, mensaje })]);
  });

  it('refuses removing the social security number of a student (106)', async () => {
    const c = await buildCandidate(t.ctx.db, ownAccount);
    const res = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000003A', numeroSeguridadSocial: '' },
    });
    expect(res.status).toBe(Codes.SOCIAL_SECURITY_NUMBER_REQUIRED);
  });

  it('refuses a town of another province (400)', async () => {
    const c = await buildCandidate(t.ctx.db, ownAccount);
    const res = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...personal, DNI: '00000004G', idProvincia: 8 },
    });
    expect(res.http).toBe(400);
  });

  it("keeps the record's identity document and birth date for a candidate the record verified (403)", async () => {
    const c = await buildCandidate(t.ctx.db);
    await t.ctx.db
      .update(candidates)
      .set({ fechaNacimiento: '2001-04-02' })
      .where(eq(candidates.userId, c.id));
    const before = await cvOf(c.email);
    expect(before.campos.personales.DNI).toMatchObject({ editable: false, obligatorio: false });
    expect(before.campos.personales.fechaNacimiento.editable).toBe(false);
    const record = { ...personal, DNI: before.personales.DNI ?? '' };
    for (const change of [{ DNI: '00000005M' }, { fechaNacimiento: '1999-01-01' }]) {
      const res = await callAs<FieldErrors>(t, cvCalls.editPersonal, c.email, {
        body: { ...record, ...change },
      });
      expect(res.http).toBe(403);
      expect(res.datos.errores[0]?.codigo).toBe('read_only');
    }
    // The rest of the personal data is the candidate's to change.
    const saved = await callAs(t, cvCalls.editPersonal, c.email, {
      body: { ...record, telefono: '611222333' },
    });
    expect(saved.status).toBe(0);
    expect((await cvOf(c.email)).personales).toMatchObject({
      DNI: before.personales.DNI,
      fechaNacimiento: '2001-04-02',
      telefono: '611222333',
    });
  });
});

describe('editDatosEmail', () => {
  it('saves the contact email and the communications choice', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs(t, cvCalls.editEmail, c.email, {
      body: { email: 'ana.contacto@correo.es', comunicacionesEnEmailEstudiante: false },
    });
    expect(res.status).toBe(0);
    const cv = await cvOf(c.email);
    expect(cv.personales.email).toBe('ana.contacto@correo.es');
    expect(cv.personales.emailEstudiante).toBe(c.email);
    expect(cv.personales.comunicacionesEnEmailEstudiante).toBe(false);
  });

  it('refuses a malformed email (70)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const res = await callAs<FieldErrors>(t, cvCalls.editEmail, c.email, {
      body: { email: 'ana@', comunicacionesEnEmailEstudiante: true },
    });
    expect(res.status).toBe(Codes.INVALID_EMAIL);
    expect(res.datos.errores[0]?.mensaje).toBe(
      'Debes indicar una dirección de correo electrónico válida',
    );
  });
});

describe('studies', () => {
  it('adds, edits and deletes studies outside the university; records are read-only', async () => {
    const c = await buildCandidate(t.ctx.db);
    const added = await callAs<{ id: number }>(t, cvCalls.addStudy, c.email, {
      body: {
        titulo: 'Curso de diseño',
        centro: 'Academia Centro',
        fechaInicio: '2020-01-10',
        fechaFin: '2020-06-30',
        nota: 9,
      },
    });
    expect(added.status).toBe(0);
    const edited = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: added.datos.id, centro: 'Academia Norte', fechaInicio: '2020-01-10', nota: 8.5 },
    });
    expect(edited.status).toBe(0);
    let cv = await cvOf(c.email);
    expect(cv.academicos.find((s) => s.id === added.datos.id)).toMatchObject({
      titulo: 'Curso de diseño',
      centro: 'Academia Norte',
      deLaUniversidad: false,
      nota: 8.5,
    });
    const record = cv.academicos.find((s) => s.deLaUniversidad);
    expect(record?.editable).toBe(false);
    const readOnly = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: record?.id, centro: 'Otro' },
    });
    expect(readOnly.http).toBe(403);
    expect((await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: record?.id } })).http).toBe(
      403,
    );
    const deleted = await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: added.datos.id } });
    expect(deleted.status).toBe(0);
    cv = await cvOf(c.email);
    expect(cv.academicos).toHaveLength(1);
  });

  it('refuses an end date before the start (400) and another candidate’s study (404)', async () => {
    const c = await buildCandidate(t.ctx.db);
    const wrong = await callAs<FieldErrors>(t, cvCalls.addStudy, c.email, {
      body: { titulo: 'X', centro: 'Y', fechaInicio: '2021-01-01', fechaFin: '2020-01-01' },
    });
    expect(wrong.http).toBe(400);
    expect(wrong.datos.errores[0]?.campo).toBe('fechaFin');
    const grade = await callAs<FieldErrors>(t, cvCalls.addStudy, c.email, {
      body: { titulo: 'X', centro: 'Y', nota: 15 },
    });
    expect(grade.datos.errores).toEqual([
      { campo: 'nota', codigo: 'out_of_range', mensaje: 'El valor está fuera del rango permitido' },
    ]);
    const other = await buildCandidate(t.ctx.db);
    const theirs = await callAs<{ id: number }>(t, cvCalls.addStudy, other.email, {
      body: { titulo: 'X', centro: 'Y' },
    });
    const res = await callAs(t, cvCalls.editStudy, c.email, {
      body: { id: theirs.datos.id, centro: 'Z' },
    });
    expect(res.status).toBe(404);
    expect(
      (await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: theirs.datos.id } })).status,
    ).toBe(404);
  });

  it('keeps at least one study: 57 for the only one, 62 for a request leaving none, 110 for the last of the university', async () => {
    const c = await buildCandidate(t.ctx.db, { studiesInProgress: 0 });
    const only = await callAs<{ id: number }>(t, cvCalls.addStudy, c.email, {
      body: { titulo: 'Bachillerato', centro: 'IES Sol' },
    });
    expect(
      (await callAs(t, cvCalls.deleteStudy, c.email, { body: { id: only.datos.id } })).status,
    ).toBe(Codes.AT_LEAST_ONE_STUDY);
    const university = await callAs<{ id: number }>(t, cvCalls.addUniversityStudy, c.email, {
      body: {
        idTitulacion: 36,
        centro: 'Facultad de Derecho',
        fechaInicio: '2019-09-01',
        fechaFin: '2023-06-30',
      },
    });
    expect(university.status).toBe(0);
    const both = await callAs(t, cvCalls.deleteStudy, c.email, {
      body: { ids: [only.datos.id, university.datos.id] },
    });
    expect(both.status).toBe(Codes.CANNOT_DELETE_ALL_STUDIES);
    const lastUniversity = await callAs(t, cvCalls.deleteStudy, c.email, {
      body: { id: university.datos.id },
    });
    expect(lastUniversity.status).toBe(Codes.CANNOT_DELETE_LAST_UNIVERSITY_STUDY);
    const rows = await t.ctx.db
      .select()
      .from(candidateStudies)
      .where(eq(candidateStudies.candidateId, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.origen).toBe('alumno');
    const unknownDegree = await callAs(t, cvCalls.addUniversityStudy, c.email, {
      body: { idTitulacion: 999999 },
    });
    expect(unknownDegree.http).toBe(400);
  });
});
