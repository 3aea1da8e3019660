import type { StaffAccountDeletionItem } from '@portal/contracts';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { buildStaffPeople } from '../../test/fixture-candidates.ts';
import { createTestApp } from '../../test/test-app.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { staffCandidatesClient } from './staff-candidates.fixtures.ts';

const { accountDeletionRequests, applications, candidates, users } = schema;

const t = await createTestApp();
const { get, post, sheet, candidateLogin, lastAudit } = await staffCandidatesClient(t);
// A blocked candidate and two with a pending deletion request (Nuria Campos Beltrán, Óscar).
const { leaving, staying } = await buildStaffPeople(t.ctx.db);

/** Every text of every table, to look for what identified a person. */
async function wholeDatabaseText(): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const parts: string[] = [];
  for (const table of tables) {
    const name = getTableConfig(table).name;
    const [row] = await queryRows(
      t.ctx.db,
      sql`select coalesce(string_agg(x::text, E'\n'), '') as text from ${sql.identifier(name)} x`,
    );
    parts.push(`${name}: ${typeof row?.text === 'string' ? row.text : ''}`);
  }
  return parts.join('\n');
}

describe('deletion requests', () => {
  const pending = async () =>
    (await get('/api/Gestion/dameSolicitudesBaja')).json<{ datos: StaffAccountDeletionItem[] }>()
      .datos;

  it('approval anonymises the person in one transaction and keeps the applications', async () => {
    const id = leaving.id;
    const request = (await pending()).find((r) => r.idAlumno === id);
    expect(request).toBeDefined();
    const before = await sheet(id);
    const identity = [
      leaving.email,
      leaving.emailContacto,
      'Campos Beltrán',
      before.dni ?? 'no-dni',
      before.telefono ?? 'no-phone',
    ];
    expect(await wholeDatabaseText()).toContain('Campos Beltrán');
    const [applicationsBefore] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.candidateId, id));
    t.mailer.sent.length = 0;
    const res = await post('/api/Gestion/aprobarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
    });
    expect(res.json()).toMatchObject({ status: 0 });
    // The candidate is told at the address the account had.
    expect(t.mailer.sent.map((m) => m.to)).toContain(leaving.email);

    const text = await wholeDatabaseText();
    for (const value of identity) {
      expect(text, value).not.toContain(value);
    }
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({ estado: 'baja', nombre: 'Persona anonimizada', apellidos: '' });
    const [profile] = await t.ctx.db.select().from(candidates).where(eq(candidates.userId, id));
    expect(profile).toMatchObject({
      dni: null,
      telefono: null,
      emailContacto: null,
      presentacion: null,
    });
    const [applicationsAfter] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.candidateId, id));
    expect(applicationsAfter?.n).toBe(applicationsBefore?.n);
    expect(applicationsAfter?.n).toBe(1);
    const [decided] = await t.ctx.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, request?.idSolicitud ?? 0));
    expect(decided).toMatchObject({ estado: 'tramitada', motivoRechazo: null });
    expect(await lastAudit()).toMatchObject({
      accion: 'candidato.anonimizar',
      entidadId: String(id),
    });
    expect((await candidateLogin(leaving.email)).json().status).toBe(3);
    // Already decided; the anonymised account cannot be reactivated.
    const twice = await post('/api/Gestion/aprobarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
    });
    expect(twice.json().status).toBe(515);
    expect((await post('/api/Gestion/desbloquearCandidato', { idUsuario: id })).json().status).toBe(
      515,
    );
    expect((await sheet(id)).cv).toBeNull();
  });

  it('rejection stores the reason and mails it; the account stays', async () => {
    const id = staying.id;
    const request = (await pending()).find((r) => r.idAlumno === id);
    const missing = await post('/api/Gestion/rechazarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('motivo');
    t.mailer.sent.length = 0;
    const res = await post('/api/Gestion/rechazarSolicitudBaja', {
      idSolicitud: request?.idSolicitud,
      motivo: 'Tienes unas prácticas en curso: la baja se tramitará cuando terminen.',
    });
    expect(res.json()).toMatchObject({ status: 0 });
    const mail = t.mailer.sent.find((m) => m.to === staying.email);
    expect(mail?.text).toContain('Tienes unas prácticas en curso');
    expect((await sheet(id)).solicitudesBaja[0]).toMatchObject({
      estado: 'rechazada',
      motivoRechazo: 'Tienes unas prácticas en curso: la baja se tramitará cuando terminen.',
    });
    expect((await candidateLogin(staying.email)).json().status).toBe(0);
    expect(
      (
        await post('/api/Gestion/rechazarSolicitudBaja', {
          idSolicitud: request?.idSolicitud,
          motivo: 'x',
        })
      ).json().status,
    ).toBe(515);
    expect(
      (await post('/api/Gestion/aprobarSolicitudBaja', { idSolicitud: 999999 })).json().status,
    ).toBe(404);
    expect(await lastAudit()).toMatchObject({ accion: 'solicitud_baja.rechazar' });
  });
});
