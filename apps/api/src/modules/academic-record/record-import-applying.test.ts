import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, candidates, candidateStudies } from '../../db/schema.ts';

import { buildCandidate, randomDni } from '../../test/builders.ts';

import { applicationsOf, buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { anonymiseCandidate } from '../candidates/anonymise.ts';
import { recordPeople } from './academic-record.table.ts';
import { enrolled, mapCode, personOf, recordClient, recordCsv } from './record-test-helpers.ts';

const t = await createTestApp();
const client = await recordClient(t);
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
    // The link opens the page as an activation, not a forgotten password.
    expect(mail?.text).toMatch(/\/restablecer-candidato\?token=[A-Za-z0-9_-]{43}&alta=1/);
    // This install has no university sign-in, so the mail does not offer one.
    expect(mail?.text).not.toContain('cuenta de la universidad');
    expect(mail?.text).not.toContain('university account');
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
