import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildStaff } from '../../test/builders.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { recordAudit } from './audit.ts';
import { auditLog } from './audit.table.ts';

let database: Database & { drop(): Promise<void> };
let actor: { id: number; email: string };

beforeAll(async () => {
  database = await openTestDatabase();
  const staff = await buildStaff(database.db, 'gestor');
  actor = { id: staff.id, email: staff.email };
});

afterAll(async () => {
  await database.drop();
});

const lastRow = async () =>
  (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('recordAudit', () => {
  it('writes who, what, the record before and after, and the reason', async () => {
    await recordAudit(database.db, {
      actor,
      action: 'empresa.bloquear',
      entity: 'empresa',
      entityId: 7,
      before: { estado: 'activa', updatedAt: new Date('2026-11-01T10:00:00Z') },
      after: { estado: 'bloqueada' },
      reason: 'Ofertas fraudulentas',
      requestId: 'req-1',
    });
    const row = await lastRow();
    expect(row).toMatchObject({
      actorUserId: actor.id,
      actorEmail: actor.email,
      accion: 'empresa.bloquear',
      entidad: 'empresa',
      entidadId: '7',
      antes: { estado: 'activa', updatedAt: '2026-11-01T10:00:00.000Z' },
      despues: { estado: 'bloqueada' },
      motivo: 'Ofertas fraudulentas',
      requestId: 'req-1',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('never stores password or token hashes, however deep', async () => {
    await recordAudit(database.db, {
      actor,
      action: 'usuario.editar',
      entity: 'usuario',
      entityId: actor.id,
      before: { email: 'a@b.es', passwordHash: 'x', nested: [{ tokenHash: 'y', nombre: 'Ana' }] },
    });
    expect((await lastRow())?.antes).toEqual({ email: 'a@b.es', nested: [{ nombre: 'Ana' }] });
  });

  it('leaves no row when the change it describes rolls back', async () => {
    const before = await lastRow();
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'oferta.validar', entity: 'oferta', entityId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await lastRow())?.id).toBe(before?.id);
  });
});
