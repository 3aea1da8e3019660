import { Codes } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildStaff } from '../../test/builders.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { guides } from '../guides/guides.table.ts';
import { auditLog } from './audit.table.ts';
import { auditedRows } from './audited-rows.ts';

let database: Database & { drop(): Promise<void> };
let actor: { id: number; email: string };
const guideRows = auditedRows(guides, { entity: 'guia' });

beforeAll(async () => {
  database = await openTestDatabase();
  actor = await buildStaff(database.db);
});

afterAll(async () => {
  await database.drop();
});

const auditOf = async (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entidadId, String(id)))
    .orderBy(desc(auditLog.id));

const guide = (titulo: string) => ({
  titulo,
  descripcion: '<p>Cómo preparar una entrevista</p>',
  urlFichero: null,
  urlImagen: null,
});

describe('auditedRows', () => {
  it('logs a creation, an edit with what it was and became, and a deletion', async () => {
    const created = await guideRows.create(database.db, actor, guide('Entrevistas'));
    const edited = await guideRows.edit(database.db, actor, created.id, {
      titulo: 'Entrevistas 2',
    });
    expect(edited.titulo).toBe('Entrevistas 2');
    await guideRows.remove(database.db, actor, created.id);

    const log = await auditOf(created.id);
    expect(log.map((row) => row.accion)).toEqual(['guia.borrar', 'guia.editar', 'guia.crear']);
    expect(log[1]?.antes).toMatchObject({ titulo: 'Entrevistas' });
    expect(log[1]?.despues).toMatchObject({ titulo: 'Entrevistas 2' });
    expect(log[1]?.actorEmail).toBe(actor.email);
    expect(await database.db.select().from(guides).where(eq(guides.id, created.id))).toEqual([]);
  });

  it('changes nothing and logs nothing when the edit is refused', async () => {
    const created = await guideRows.create(database.db, actor, guide('CV europeo'));
    const refusal = guideRows.edit(database.db, actor, created.id, () =>
      Promise.reject(new AppError(Codes.INVALID_INPUT)),
    );
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    const [row] = await database.db.select().from(guides).where(eq(guides.id, created.id));
    expect(row?.titulo).toBe('CV europeo');
    expect((await auditOf(created.id)).map((r) => r.accion)).toEqual(['guia.crear']);
  });

  it('answers 404 for a row that is not there, on edit and on delete', async () => {
    const missing = 987_654;
    // One at a time: both started at once, the second could reject before anything awaits it.
    for (const attempt of [
      () => guideRows.edit(database.db, actor, missing, { titulo: 'x' }),
      () => guideRows.remove(database.db, actor, missing),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: Codes.NOT_FOUND });
    }
    expect(await auditOf(missing)).toEqual([]);
  });

  it('takes the verb of a state change (publish, withdraw) in the action', async () => {
    const created = await guideRows.create(database.db, actor, guide('Ferias'));
    await guideRows.edit(
      database.db,
      actor,
      created.id,
      { titulo: 'Ferias' },
      { verb: 'publicar' },
    );
    expect((await auditOf(created.id))[0]?.accion).toBe('guia.publicar');
  });
});
