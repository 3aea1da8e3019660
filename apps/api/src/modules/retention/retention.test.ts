import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { buildCandidate, buildCompany, buildStaff } from '../../test/builders.ts';
import { insertApplication, insertOffer, staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { accountDeletionRequests } from '../account-deletion/account-deletion.table.ts';
import { applications } from '../applications/applications.table.ts';
import { auditLog } from '../audit/audit.table.ts';
import { candidates } from '../candidates/candidates.table.ts';
import { users } from '../users/users.table.ts';
import { storageKeyColumns } from './retention.repository.ts';
import { applyRetention } from './retention.service.ts';
import { DAY_MS } from '../../lib/dates.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-retention-'));
const t = await createTestApp({
  DATA_DIR: dataDir,
  RETENTION_DELETED_ACCOUNT_DAYS: '1095',
  RETENTION_UNUSED_UNVERIFIED_DAYS: '90',
  RETENTION_AUDIT_DAYS: '730',
  RETENTION_UPLOAD_DAYS: '30',
});
const { db } = t.ctx;
const staff = await buildStaff(db);
const asStaff = await staffHeader(t, staff.email);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const userExists = async (id: number) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

/** A candidate who asked to leave, approved by the careers office `days` ago (through the API). */
async function anonymisedCandidate(days: number) {
  const candidate = await buildCandidate(db);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/Alumno/solicitarBajaServicio',
    headers: await t.authHeader(candidate.email),
  });
  const idSolicitud = asked.json<{ datos: { idSolicitud: number } }>().datos.idSolicitud;
  const approved = await t.app.inject({
    method: 'POST',
    url: '/api/Gestion/aprobarSolicitudBaja',
    headers: asStaff,
    payload: { idSolicitud },
  });
  expect(approved.json<{ status: number }>().status).toBe(0);
  await db
    .update(accountDeletionRequests)
    .set({ processedAt: daysAgo(days) })
    .where(eq(accountDeletionRequests.id, idSolicitud));
  return candidate;
}

/** A candidate account made `days` ago, never verified; signed in or not. */
async function unverifiedCandidate(days: number, options: { signedIn?: boolean } = {}) {
  const candidate = await buildCandidate(db, { verificado: false });
  await db
    .update(users)
    .set({ createdAt: daysAgo(days), lastLoginAt: options.signedIn ? daysAgo(days - 1) : null })
    .where(eq(users.id, candidate.id));
  return candidate;
}

describe('retention rules', () => {
  it('deletes anonymised accounts once their period has passed, with what hangs from them', async () => {
    const old = await anonymisedCandidate(1100);
    const recent = await anonymisedCandidate(10);
    const result = await applyRetention(t.ctx);
    expect(result.cuentasAnonimizadas).toBe(1);
    expect(await userExists(old.id)).toBe(false);
    expect(await userExists(recent.id)).toBe(true);
    const requests = await db
      .select()
      .from(accountDeletionRequests)
      .where(inArray(accountDeletionRequests.candidateId, [old.id, recent.id]));
    expect(requests.map((r) => r.candidateId)).toEqual([recent.id]);
  });

  it('never deletes an account that is not anonymised, however old its refused or pending request', async () => {
    const candidate = await buildCandidate(db);
    await db.insert(accountDeletionRequests).values({
      candidateId: candidate.id,
      estado: 'rechazada',
      motivoRechazo: 'Tiene prácticas en curso',
      processedAt: daysAgo(2000),
    });
    await applyRetention(t.ctx);
    expect(await userExists(candidate.id)).toBe(true);
  });

  it('deletes candidate accounts never verified, never used and older than the period', async () => {
    const unused = await unverifiedCandidate(100);
    const young = await unverifiedCandidate(30);
    const signedIn = await unverifiedCandidate(100, { signedIn: true });
    const verified = await buildCandidate(db);
    await db
      .update(users)
      .set({ createdAt: daysAgo(100) })
      .where(eq(users.id, verified.id));
    const applied = await unverifiedCandidate(100);
    const { company } = await buildCompany(db);
    const offer = await insertOffer(db, company.id);
    await insertApplication(db, offer.id, applied.id);

    const result = await applyRetention(t.ctx);
    expect(result.cuentasSinUso).toBe(1);
    expect(await userExists(unused.id)).toBe(false);
    expect(await db.select().from(candidates).where(eq(candidates.userId, unused.id))).toHaveLength(
      0,
    );
    for (const kept of [young, signedIn, verified, applied]) {
      expect(await userExists(kept.id)).toBe(true);
    }
    expect(
      await db.select().from(applications).where(eq(applications.candidateId, applied.id)),
    ).toHaveLength(1);
  });

  it('deletes audit rows older than the period and keeps the rest', async () => {
    const [old, recent] = await db
      .insert(auditLog)
      .values([
        {
          actorEmail: staff.email,
          accion: 'prueba.antigua',
          entidad: 'prueba',
          createdAt: daysAgo(731),
        },
        {
          actorEmail: staff.email,
          accion: 'prueba.reciente',
          entidad: 'prueba',
          createdAt: daysAgo(729),
        },
      ])
      .returning();
    if (!old || !recent) {
      throw new Error('audit rows not inserted');
    }
    const result = await applyRetention(t.ctx);
    expect(result.auditoria).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [old.id, recent.id]));
    expect(left.map((r) => r.id)).toEqual([recent.id]);
  });

  it('removes old files no record refers to, and keeps used or recent ones', async () => {
    const storage = t.ctx.storage;
    const age = async (key: string, days: number) => {
      const file = path.join(dataDir, 'files', key.slice(0, 2), key);
      await fs.promises.utimes(file, daysAgo(days), daysAgo(days));
    };
    const orphanOld = await storage.put(Buffer.from('old orphan'), 'pdf');
    const orphanRecent = await storage.put(Buffer.from('recent orphan'), 'pdf');
    const usedOld = await storage.put(Buffer.from('a photo'), 'jpg');
    await age(orphanOld, 40);
    await age(usedOld, 400);
    const candidate = await buildCandidate(db);
    await db
      .update(candidates)
      .set({ fotoKey: usedOld })
      .where(eq(candidates.userId, candidate.id));

    const result = await applyRetention(t.ctx);
    expect(result.ficheros).toBe(1);
    await expect(storage.get(orphanOld)).rejects.toThrow(/ENOENT/);
    expect((await storage.get(orphanRecent)).toString()).toBe('recent orphan');
    expect((await storage.get(usedOld)).toString()).toBe('a photo');
  });

  it('knows every column that holds a file key (a new one would lose its files)', () => {
    const keyLike = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns
          .filter((c) => /(^|_)(key|clave)$/.test(c.name))
          .map((c) => `${config.name}.${c.name}`);
      });
    const listed = storageKeyColumns.map((c) => `${getTableConfig(c.table).name}.${c.name}`);
    expect(keyLike.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual([...keyLike].sort());
  });

  it('turns a rule off with 0', async () => {
    const off = await createTestApp({
      DATA_DIR: dataDir,
      RETENTION_DELETED_ACCOUNT_DAYS: '0',
      RETENTION_UNUSED_UNVERIFIED_DAYS: '0',
      RETENTION_AUDIT_DAYS: '0',
      RETENTION_UPLOAD_DAYS: '0',
    });
    const unused = await buildCandidate(off.ctx.db, { verificado: false });
    await off.ctx.db
      .update(users)
      .set({ createdAt: daysAgo(5000) })
      .where(eq(users.id, unused.id));
    await off.ctx.db.execute(sql`update audit_log set created_at = now() - interval '20 years'`);
    expect(await applyRetention(off.ctx)).toEqual({
      cuentasAnonimizadas: 0,
      cuentasSinUso: 0,
      auditoria: 0,
      ficheros: 0,
    });
  });

  it('runs as the nightly retention job and reports its counts', async () => {
    await unverifiedCandidate(200);
    await t.ctx.jobs.runNow('retention');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/Gestion/dameTareasProgramadas',
      headers: asStaff,
    });
    const job = listed
      .json<{ datos: { tareas: { nombre: string; ultimoResumen: string | null }[] } }>()
      .datos.tareas.find((j) => j.nombre === 'retention');
    expect(job?.ultimoResumen).toMatch(/unused accounts 1\b/);
  });
});
