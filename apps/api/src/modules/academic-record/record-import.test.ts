import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, candidates, candidateStudies } from '../../db/schema.ts';
import { applyHelpers } from '../../test/apply-helpers.ts';
import { buildCandidate, buildStaff, randomDni } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import {
  applicationsOf,
  buildApplication,
  buildEligibleStudent,
  buildOffer,
} from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { anonymiseCandidate } from '../candidates/anonymise.ts';
import { recordImports, recordPeople } from './academic-record.table.ts';
import { enrolled, mapCode, personOf, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
const { apply, expectRefused } = applyHelpers(t);
await mapCode(t, 'G-INF', 36);

describe('academic record import', () => {
  it('previews a new person without creating anything, then confirming creates a verified account with the record studies', async () => {
    const dni = randomDni();
    const previewed = await client.preview(recordCsv([enrolled(dni, 'G-INF')]));
    expect(previewed).toMatchObject({
      estado: 'previsualizada',
      resumen: { filas: 1, validas: 1, rechazadas: 0, nuevos: 1, actualizados: 0, sinCambios: 0 },
      rechazadas: [],
    });
    expect(await personOf(t, dni)).toBeUndefined();
    const res = await client.confirm(previewed.id);
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'aplicada' } });
    const person = await personOf(t, dni);
    expect(person?.candidate).toMatchObject({
      verificado: true,
      verificacionOrigen: 'registro',
      conPracticas: true,
      conEmpleo: false,
      fechaNacimiento: '2002-03-04',
    });
    expect(person?.studies).toEqual([
      expect.objectContaining({
        idTitulacion: 36,
        origen: 'registro',
        enCurso: true,
        estadoRegistro: 'matriculado',
        creditosSuperados: '150.5',
        creditosTotales: '240.0',
        notaMedia: '7.25',
        curso: 3,
        centro: 'Facultad de Ciencias',
        fechaInicio: '2021-09-01',
      }),
    ]);
  });
});

describe('applying the record', () => {
  it('matches an existing account by DNI whatever its spelling, verifies it when the birth date agrees, and a second import of the same file changes nothing', async () => {
    const user = await buildCandidate(t.ctx.db, { verificado: false, studiesInProgress: 0 });
    // 01234567L on the record, written ' 1234567l ' in the account.
    const number = 1_000_000 + Math.floor(Math.random() * 8_999_999);
    const dni = `0${String(number)}${'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(number % 23)}`;
    await t.ctx.db
      .update(candidates)
      .set({ dni: ` ${dni.slice(1).toLowerCase()} `, fechaNacimiento: '2002-03-04' })
      .where(eq(candidates.userId, user.id));
    const file = recordCsv([enrolled(dni, 'G-INF')]);
    const first = await client.apply(file);
    expect(first.resumen).toMatchObject({ nuevos: 0, actualizados: 1, sinCambios: 0 });
    const [profile] = await t.ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.userId, user.id));
    expect(profile).toMatchObject({
      verificado: true,
      verificacionOrigen: 'registro',
      conPracticas: true,
    });
    const studies = () =>
      t.ctx.db.select().from(candidateStudies).where(eq(candidateStudies.candidateId, user.id));
    const before = await studies();
    expect(before).toHaveLength(1);
    const again = await client.preview(file);
    expect(again.resumen).toMatchObject({ nuevos: 0, actualizados: 0, sinCambios: 1 });
    const [person] = await t.ctx.db.select().from(recordPeople).where(eq(recordPeople.dni, dni));
    await client.confirm(again.id);
    expect(await studies()).toEqual(before);
    const [personAfter] = await t.ctx.db
      .select()
      .from(recordPeople)
      .where(eq(recordPeople.dni, dni));
    expect(personAfter?.updatedAt).toEqual(person?.updatedAt);
  });

  it('leaves an account matched by DNI unverified when neither the birth date nor the institutional email agree', async () => {
    const user = await buildCandidate(t.ctx.db, { verificado: false, studiesInProgress: 0 });
    const dni = randomDni();
    await t.ctx.db
      .update(candidates)
      .set({ dni, fechaNacimiento: '1999-01-01' })
      .where(eq(candidates.userId, user.id));
    const previewed = await client.preview(recordCsv([enrolled(dni, 'G-INF')]));
    expect(previewed.resumen).toMatchObject({ actualizados: 1, sinVerificar: 1 });
    await client.confirm(previewed.id);
    const [profile] = await t.ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.userId, user.id));
    expect(profile?.verificado).toBe(false);
  });

  it('gives the new account no usable password and mails it a link to choose one', async () => {
    const dni = randomDni();
    await client.apply(recordCsv([enrolled(dni, 'G-INF')]));
    const email = `${dni.toLowerCase()}@alumnos.uni.es`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: email, ePassword: '!expediente', eAmbito: 'PrivadoAlumno' },
    });
    expect(login.json()).toMatchObject({ status: 3 });
    await vi.waitFor(() => {
      expect(t.mailer.sent.some((m) => m.to === email)).toBe(true);
    });
    const mail = t.mailer.sent.find((m) => m.to === email);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/restablecerPassword',
      payload: { token, password: 'NuevaClave123', confirmacion: 'NuevaClave123' },
    });
    expect(set.json()).toMatchObject({ status: 0 });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: email, ePassword: 'NuevaClave123', eAmbito: 'PrivadoAlumno' },
    });
    expect(signedIn.json()).toMatchObject({ status: 0, datos: { conPracticas: true } });
  });

  it('counts a student who finished as a new graduate, and one who now holds a master in progress as both student and graduate', async () => {
    await mapCode(t, 'M-DAT', 60);
    const dni = randomDni();
    await client.apply(recordCsv([enrolled(dni, 'G-INF')]));
    const graduated = await client.apply(
      recordCsv([
        enrolled(dni, 'G-INF', {
          estado: 'titulado',
          fecha_fin: '30/06/2025',
          creditos_superados: '240',
        }),
      ]),
    );
    expect(graduated.resumen).toMatchObject({ nuevosTitulados: 1, actualizados: 1 });
    expect((await personOf(t, dni))?.candidate).toMatchObject({
      conPracticas: false,
      conEmpleo: true,
    });
    await client.apply(
      recordCsv([enrolled(dni, 'M-DAT', { curso: '1', creditos_superados: '0' })]),
    );
    const person = await personOf(t, dni);
    expect(person?.candidate).toMatchObject({ conPracticas: true, conEmpleo: true });
    expect(person?.studies.map((s) => [s.idTitulacion, s.estadoRegistro]).sort()).toEqual([
      [36, 'titulado'],
      [60, 'matriculado'],
    ]);
  });

  it('keeps people missing from an incremental file as they were; a full import marks them as having left, without deleting the account, CV or applications', async () => {
    const stays = randomDni();
    const leaves = randomDni();
    await client.apply(recordCsv([enrolled(stays, 'G-INF'), enrolled(leaves, 'G-INF')]));
    const leaver = await personOf(t, leaves);
    const offer = await buildOffer(t.ctx.db, { familia: 'empleo', curricular: null });
    await buildApplication(t.ctx.db, offer.id, leaver?.user.id ?? 0);
    const incremental = await client.apply(recordCsv([enrolled(stays, 'G-INF')]));
    expect(incremental.resumen).toMatchObject({ bajas: 0 });
    expect((await personOf(t, leaves))?.studies[0]?.estadoRegistro).toBe('matriculado');
    const full = await client.preview(recordCsv([enrolled(stays, 'G-INF')]), { completa: 'true' });
    expect(full.resumen?.bajas).toBeGreaterThanOrEqual(1);
    await client.confirm(full.id);
    const after = await personOf(t, leaves);
    expect(after?.user.estado).toBe('activo');
    expect(after?.studies[0]).toMatchObject({ estadoRegistro: 'baja', enCurso: false });
    expect(after?.candidate.conPracticas).toBe(false);
    expect(await applicationsOf(t.ctx.db, leaver?.user.id ?? 0)).toHaveLength(1);
    const [person] = await t.ctx.db.select().from(recordPeople).where(eq(recordPeople.dni, leaves));
    expect(person?.enRegistro).toBe(false);
  });

  it('passes over a person who left the service at their request: the record does not bring the account back', async () => {
    const dni = randomDni();
    await client.apply(recordCsv([enrolled(dni, 'G-INF')]));
    const person = await personOf(t, dni);
    await t.ctx.db.transaction((tx) =>
      anonymiseCandidate(tx, person?.user.id ?? 0, person?.user.email ?? ''),
    );
    const again = await client.apply(recordCsv([enrolled(dni, 'G-INF')]));
    expect(again.resumen).toMatchObject({ nuevos: 0, actualizados: 0 });
    const [row] = await t.ctx.db.select().from(recordPeople).where(eq(recordPeople.dni, dni));
    expect(row).toMatchObject({ excluida: true, nombre: '', emailInstitucional: null });
    const [account] = await t.ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.userId, person?.user.id ?? 0));
    expect(account).toMatchObject({ dni: null, verificado: false });
  });

  it('writes every import, previewed and applied, in the audit log and the history', async () => {
    const applied = await client.apply(recordCsv([enrolled(randomDni(), 'G-INF')]));
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entidad, 'importacion_expediente'),
          eq(auditLog.entidadId, String(applied.id)),
        ),
      );
    expect(entries.map((e) => e.accion).sort()).toEqual([
      'expediente.importar',
      'expediente.previsualizar',
    ]);
    expect(entries.find((e) => e.accion === 'expediente.importar')).toMatchObject({
      actorUserId: client.admin.id,
      despues: expect.objectContaining({ nuevos: 1 }),
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/expediente/importaciones',
      headers: client.headers,
    });
    expect(history.json()).toMatchObject({
      status: 0,
      datos: {
        importaciones: expect.arrayContaining([
          expect.objectContaining({ id: applied.id, estado: 'aplicada' }),
        ]),
      },
    });
  });
});

describe('refused rows', () => {
  const other = randomDni();
  const rows = (taken: string) => [
    enrolled(randomDni(), 'G-INF'),
    enrolled('12345678A', 'G-INF'),
    enrolled(randomDni(), 'G-INF', { nombre: '' }),
    enrolled(randomDni(), 'G-INF', { email_institucional: 'no-es-correo' }),
    enrolled(randomDni(), 'G-INF', { email_institucional: '', email_personal: '' }),
    enrolled(randomDni(), 'G-INF', { fecha_nacimiento: '31/02/2001' }),
    enrolled(randomDni(), 'G-INF', { creditos_superados: 'mucho' }),
    enrolled(randomDni(), 'G-INF', { nota_media: '11' }),
    enrolled(randomDni(), 'G-INF', { estado: 'egresado' }),
    enrolled(randomDni(), 'X-NOPE'),
    enrolled(other, 'G-INF'),
    enrolled(other, 'G-INF', { creditos_superados: '10' }),
    enrolled(randomDni(), 'G-INF', { email_institucional: taken }),
    enrolled(randomDni(), 'G-INF', { fecha_inicio: '01/09/2022', fecha_fin: '01/09/2021' }),
  ];
  const expected = [
    [3, 'dni', 'dniMalFormado'],
    [4, 'nombre', 'requerido'],
    [5, 'email_institucional', 'emailMalFormado'],
    [6, 'email_institucional', 'sinEmail'],
    [7, 'fecha_nacimiento', 'fechaMalFormada'],
    [8, 'creditos_superados', 'numeroMalFormado'],
    [9, 'nota_media', 'fueraDeRango'],
    [10, 'estado', 'estadoDesconocido'],
    [11, 'codigo_titulacion', 'codigoSinCorrespondencia'],
    [13, 'codigo_titulacion', 'filaDuplicada'],
    [14, 'email_institucional', 'emailDeOtraCuenta'],
    [15, 'fecha_fin', 'fechasInvertidas'],
  ];

  it('lists each refused row with its line, column and reason in the staff language, and applies nothing unless told to apply the valid rows only', async () => {
    const owner = await buildCandidate(t.ctx.db);
    const previewed = await client.preview(recordCsv(rows(owner.email)));
    expect(previewed.rechazadas.map((r) => [r.linea, r.columna, r.motivo])).toEqual(expected);
    expect(previewed.rechazadas.find((r) => r.motivo === 'codigoSinCorrespondencia')).toMatchObject(
      {
        valor: 'X-NOPE',
        mensaje:
          'Este código de titulación no tiene correspondencia con una titulación del portal.',
      },
    );
    expect(previewed.resumen).toMatchObject({ filas: 14, rechazadas: 12, validas: 2, nuevos: 2 });
    const refused = await client.confirm(previewed.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 123 });
    expect(await personOf(t, other)).toBeUndefined();
    const applied = await client.confirm(previewed.id, true);
    expect(applied.json()).toMatchObject({ status: 0, datos: { estado: 'aplicada' } });
    expect(await personOf(t, other)).toBeDefined();
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/expediente/importaciones/${String(previewed.id)}/rechazadas`,
      headers: { ...client.headers, 'accept-language': 'en' },
    });
    expect(report.headers['content-type']).toMatch(/text\/csv/);
    const text = report.body;
    expect(text).toContain('"Line";"Column";"Reason";"Value"');
    expect(text).toContain(
      '"11";"codigo_titulacion";"This degree code is not mapped to a degree of the portal.";"X-NOPE"',
    );
    expect(text.trim().split('\r\n')).toHaveLength(13);
  });

  it('refuses a file given to apply at once when it has refused rows, unless told to skip them', async () => {
    const file = recordCsv([enrolled(randomDni(), 'G-INF'), enrolled(randomDni(), 'NOPE')]);
    const res = await client.upload(file, { modo: 'aplicar' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 123, datos: { estado: 'rechazada' } });
    const skipped = await client.upload(file, { modo: 'aplicar', omitirRechazadas: 'true' });
    expect(skipped.json()).toMatchObject({
      status: 0,
      datos: { estado: 'aplicada', resumen: { nuevos: 1, rechazadas: 1 } },
    });
  });

  it('answers 122 naming the problem for a file without the record header', async () => {
    const res = await client.upload('nombre;apellidos\nAna;Gil\n');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ status: number; mensaje: string }>()).toMatchObject({ status: 122 });
    expect(res.json<{ mensaje: string }>().mensaje).toMatch(/faltan columnas: dni/);
  });
});

describe('one import at a time', () => {
  it('answers 121 while another import runs, and frees the lock of one whose process stopped', async () => {
    const [running] = await t.ctx.db
      .insert(recordImports)
      .values({
        estado: 'analizando',
        nombreFichero: 'otro.csv',
        formato: 'csv',
        sha256: '',
        autor: 'Otro',
      })
      .returning();
    const file = recordCsv([enrolled(randomDni(), 'G-INF')]);
    const busy = await client.upload(file);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ status: 121 });
    await t.ctx.db
      .update(recordImports)
      .set({ heartbeatAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(recordImports.id, running?.id ?? 0));
    expect((await client.upload(file)).json()).toMatchObject({ status: 0 });
    const [stale] = await t.ctx.db
      .select()
      .from(recordImports)
      .where(eq(recordImports.id, running?.id ?? 0));
    expect(stale?.estado).toBe('fallida');
  });

  it('confirms only the latest preview (124 for an older one)', async () => {
    const older = await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    await client.preview(recordCsv([enrolled(randomDni(), 'G-INF')]));
    const res = await client.confirm(older.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 124 });
  });
});

describe('who may import', () => {
  it('lets the university systems import with a token made in the back-office or set in the configuration, and stops a revoked one', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/creaTokenIntegracion',
      headers: client.headers,
      payload: { nombre: 'Importación nocturna' },
    });
    const { token, id } = made.json<{ datos: { token: string; id: number } }>().datos;
    const file = recordCsv([enrolled(randomDni(), 'G-INF')]);
    const nightly = await client.upload(
      file,
      { modo: 'aplicar' },
      { authorization: `Bearer ${token}` },
    );
    expect(nightly.json()).toMatchObject({
      status: 0,
      datos: { estado: 'aplicada', autor: 'Integración: Importación nocturna' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/Gestion/revocaTokenIntegracion',
      headers: client.headers,
      payload: { id },
    });
    const revoked = await client.upload(file, {}, { authorization: `Bearer ${token}` });
    expect(revoked.statusCode).toBe(401);
    const configured = await createTestApp({
      RECORD_IMPORT_TOKEN: 'secreto-de-la-universidad-0123456789',
    });
    await mapCode(configured, 'G-INF', 36);
    const res = await configured.app.inject({
      method: 'POST',
      url: '/api/Gestion/expediente/importar?fichero=e.csv',
      headers: {
        authorization: 'Bearer secreto-de-la-universidad-0123456789',
        'content-type': 'text/csv',
      },
      payload: file,
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { estado: 'previsualizada' } });
  });

  it('refuses a manager (403), a candidate (403) and no session (401)', async () => {
    const manager = await buildStaff(t.ctx.db, 'gestor');
    const file = recordCsv([enrolled(randomDni(), 'G-INF')]);
    expect((await client.upload(file, {}, await staffHeader(t, manager.email))).statusCode).toBe(
      403,
    );
    const student = await buildCandidate(t.ctx.db);
    expect((await client.upload(file, {}, await t.authHeader(student.email))).statusCode).toBe(403);
    expect((await client.upload(file, {}, {})).statusCode).toBe(401);
  });
});

describe('eligibility follows the record', () => {
  it('lets a student apply once the record raises their credits above the offer minimum, and refuses internships once they left', async () => {
    const student = await buildEligibleStudent(t.ctx.db);
    const dni = randomDni();
    await t.ctx.db.update(candidates).set({ dni }).where(eq(candidates.userId, student.id));
    const offer = await buildOffer(t.ctx.db, { creditosMinimos: 200 });
    const other = await buildOffer(t.ctx.db);
    await expectRefused(student, offer.id, 52, 422);
    await client.apply(
      recordCsv([
        enrolled(dni, 'G-INF', { fecha_nacimiento: '04/03/2002', creditos_superados: '210' }),
      ]),
    );
    expect((await apply(student.email, offer.id)).json()).toMatchObject({ status: 0 });
    await client.apply(recordCsv([enrolled(dni, 'G-INF', { estado: 'baja' })]));
    // No longer a student: student internships are not offered to them any more.
    await expectRefused(student, other.id, 4, 404);
  });

  it('keeps a candidate outside the record from internships (120) but not from open jobs, unless the brand lets them', async () => {
    const visitor = await buildEligibleStudent(t.ctx.db, { verificado: false, conEmpleo: true });
    const internship = await buildOffer(t.ctx.db);
    const forDegreeStudents = await buildOffer(t.ctx.db, {
      familia: 'empleo',
      curricular: null,
      nivelEstudiantes: 'grado',
    });
    const job = await buildOffer(t.ctx.db, { familia: 'empleo', curricular: null });
    await expectRefused(visitor, internship.id, 120, 403);
    await expectRefused(visitor, forDegreeStudents.id, 120, 403);
    expect((await apply(visitor.email, job.id)).json()).not.toMatchObject({ status: 120 });
    await t.ctx.brand.update({ accesoNoVerificados: 'todo' });
    try {
      expect((await apply(visitor.email, internship.id)).json()).not.toMatchObject({ status: 120 });
    } finally {
      await t.ctx.brand.update({ accesoNoVerificados: 'empleo' });
    }
  });
});
