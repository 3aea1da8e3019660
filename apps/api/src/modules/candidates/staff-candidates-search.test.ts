import { and, eq } from 'drizzle-orm';
import type { StaffCandidateList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { candidateStudies } from '../../db/schema.ts';
import { buildCandidate, buildCompany } from '../../test/builders.ts';
import { buildStaffPeople } from '../../test/fixture-candidates.ts';
import { buildApplication, buildOffer } from '../../test/offer-builders.ts';
import { createTestApp } from '../../test/test-app.ts';
import { staffCandidatesClient } from './staff-candidates.fixtures.ts';

const t = await createTestApp();
const { get, post, search, sheet, manager } = await staffCandidatesClient(t);
// A blocked candidate and two with a pending deletion request (Nuria Campos Beltrán, Óscar).
const { blocked, leaving } = await buildStaffPeople(t.ctx.db);

describe('candidate search', () => {
  it('finds by name (accents ignored), DNI, email and degree', async () => {
    // More candidates than a page of two holds.
    await buildCandidate(t.ctx.db);
    await buildCandidate(t.ctx.db);
    const byName = await search('texto=nuria%20campos%20beltran');
    expect(byName.candidatos.map((c) => c.email)).toEqual([leaving.email]);
    expect(byName.candidatos[0]).toMatchObject({
      nombre: 'Nuria',
      estado: 'activo',
      solicitudBajaPendiente: true,
    });
    expect(byName.candidatos[0]?.titulaciones.length).toBe(1);
    const dni = byName.candidatos[0]?.dni ?? '';
    expect((await search(`texto=${dni.toLowerCase()}`)).candidatos.map((c) => c.email)).toEqual([
      leaving.email,
    ]);
    expect(
      (await search(`texto=${encodeURIComponent(blocked.email)}`)).candidatos[0],
    ).toMatchObject({
      estado: 'bloqueado',
    });
    const degree = byName.candidatos[0]?.titulaciones[0] ?? '';
    const byDegree = await search(
      `titulacion=${encodeURIComponent(degree.slice(0, 12))}&porPagina=100`,
    );
    expect(byDegree.candidatos.map((c) => c.email)).toContain(leaving.email);
    expect(
      byDegree.candidatos.every((c) =>
        c.titulaciones.some((d) => d.startsWith(degree.slice(0, 12))),
      ),
    ).toBe(true);
    expect((await search('titulacion=zzzz')).total).toBe(0);
    expect(
      (await search('estado=bloqueado')).candidatos.every((c) => c.estado === 'bloqueado'),
    ).toBe(true);
    const page = await search('porPagina=2&pagina=2');
    expect(page.candidatos).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('leaves out a degree the record says the candidate left, in the list and its filter', async () => {
    const person = await buildCandidate(t.ctx.db, { studiesInProgress: 2 });
    const byEmail = `texto=${encodeURIComponent(person.email)}`;
    const before = await search(byEmail);
    expect(before.candidatos[0]?.titulaciones).toHaveLength(2);
    const [kept, left] = before.candidatos[0]?.titulaciones ?? [];
    await t.ctx.db
      .update(candidateStudies)
      .set({ enCurso: false, estadoRegistro: 'baja' })
      .where(
        and(eq(candidateStudies.candidateId, person.id), eq(candidateStudies.idTitulacion, 37)),
      );
    const after = await search(byEmail);
    expect(after.candidatos[0]?.titulaciones).toEqual([kept]);
    expect((await search(`${byEmail}&titulacion=${encodeURIComponent(left ?? '')}`)).total).toBe(0);
    expect((await search(`${byEmail}&titulacion=${encodeURIComponent(kept ?? '')}`)).total).toBe(1);
  });

  it('exports the result as CSV and XLSX', async () => {
    const other = await buildCandidate(t.ctx.db);
    const csv = await get('/api/Gestion/exportaCandidatos?texto=baja.gestion&formato=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"${leaving.email}"`);
    expect(csv.body).not.toContain(other.email);
    const xlsx = await get('/api/Gestion/exportaCandidatos?formato=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("names degrees and states in the reader's language, and finds a degree by either name", async () => {
    const person = await buildCandidate(t.ctx.db);
    const english = { ...manager, 'accept-language': 'en' };
    const query = `texto=${encodeURIComponent(person.email)}`;
    const listed = await get(`/api/Gestion/dameCandidatos?${query}`, english);
    expect(listed.json<{ datos: StaffCandidateList }>().datos.candidatos[0]?.titulaciones).toEqual([
      "Bachelor's Degree in Computer Engineering",
    ]);
    const byEnglishName = await search(`${query}&titulacion=computer%20engineering`);
    expect(byEnglishName.total).toBe(1);
    const csv = await get(`/api/Gestion/exportaCandidatos?${query}&formato=csv`, english);
    expect(csv.body).toContain(`"Bachelor's Degree in Computer Engineering";"Active"`);
  });

  it('says in the export whether the record verified each candidate', async () => {
    const unverified = await buildCandidate(t.ctx.db, { verificado: false });
    const lines = async (email: string) =>
      (
        await get(`/api/Gestion/exportaCandidatos?texto=${encodeURIComponent(email)}&formato=csv`)
      ).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    const [header, row] = await lines(unverified.email);
    const column = header?.split(';').indexOf('"Verificado"') ?? -1;
    expect(column).toBeGreaterThan(0);
    expect(row?.split(';')[column]).toBe('"no"');
    expect((await lines(leaving.email))[1]?.split(';')[column]).toBe('"sí"');
  });
});

describe('candidate sheet', () => {
  it('shows account, CV, applications, internships and deletion requests', async () => {
    const id = leaving.id;
    const data = await sheet(id);
    expect(data).toMatchObject({ idUsuario: id, email: leaving.email, estado: 'activo' });
    expect(data.cv).not.toBeNull();
    expect(data.candidaturas).toHaveLength(1);
    expect(data.candidaturas[0]).toMatchObject({ idEstado: 2, estado: 'En revisión' });
    expect(data.solicitudesBaja).toMatchObject([{ estado: 'pendiente', motivoRechazo: null }]);
    const applicant = await buildCandidate(t.ctx.db);
    await buildApplication(t.ctx.db, (await buildOffer(t.ctx.db)).id, applicant.id);
    const student = await sheet(applicant.id);
    expect(student.candidaturas.length).toBeGreaterThan(0);
    expect((await get('/api/Gestion/dameCandidato/999999')).json().status).toBe(404);
    // A company user's id is not a candidate.
    expect(
      (
        await get(`/api/Gestion/dameCandidato/${String((await buildCompany(t.ctx.db)).user.id)}`)
      ).json().status,
    ).toBe(404);
  });
});

describe('access', () => {
  it('is for staff only: candidates and companies get 403, visitors 2', async () => {
    for (const headers of [
      await t.authHeader((await buildCompany(t.ctx.db)).user.email, 'PrivadoEmpresa'),
      await t.authHeader((await buildCandidate(t.ctx.db)).email),
    ]) {
      for (const url of [
        '/api/Gestion/dameCandidatos',
        '/api/Gestion/exportaCandidatos',
        '/api/Gestion/dameCandidato/1',
        '/api/Gestion/exportaDatosCandidato/1',
      ]) {
        expect((await get(url, headers)).statusCode, url).toBe(403);
      }
      for (const path of [
        'bloquearCandidato',
        'desbloquearCandidato',
        'darDeBajaCandidato',
        'aprobarSolicitudBaja',
        'rechazarSolicitudBaja',
      ]) {
        expect(
          (
            await post(
              `/api/Gestion/${path}`,
              { idUsuario: 1, idSolicitud: 1, mensaje: 'x', motivo: 'x' },
              headers,
            )
          ).statusCode,
          path,
        ).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Gestion/dameCandidatos' })).json().status,
    ).toBe(2);
  });
});
