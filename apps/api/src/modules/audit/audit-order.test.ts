import { auditCalls as calls, type AuditList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../lib/dates.ts';
import { buildStaff } from '../../test/builders.ts';
import { staffHeader } from '../../test/company-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditLog } from './audit.table.ts';
import { expectOrdenRefused, exportedColumn } from '../../test/list-order.ts';

const t = await createTestApp();
const staffUser = await buildStaff(t.ctx.db, 'gestor');
const staff = await staffHeader(t, staffUser.email);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });

/** Three actions by three people whose addresses carry `word`, made 3, 1 and 2 days ago. */
async function threeActions(word: string) {
  const rows = await t.ctx.db
    .insert(auditLog)
    .values(
      (
        [
          ['carmen', 'oferta.validar', 'oferta', 3],
          ['Alba', 'empresa.validar', 'empresa', 1],
          ['berta', 'candidato.bloquear', 'candidato', 2],
        ] as const
      ).map(([who, accion, entidad, days]) => ({
        createdAt: new Date(Date.now() - days * DAY_MS),
        actorUserId: staffUser.id,
        actorEmail: `${who}.${word}@test.es`,
        accion,
        entidad,
        entidadId: '1',
      })),
    )
    .returning({ id: auditLog.id });
  return rows.map((row) => row.id);
}

describe('the audit log ordered by a column', () => {
  it('orders by date, who, action and record, either way', async () => {
    const word = 'ordenauditoria';
    const [carmen, alba, berta] = await threeActions(word);
    const ids = async (orden: string) =>
      (await get(`${calls.list.path}?quien=${word}&orden=${orden}`))
        .json<{ datos: AuditList }>()
        .datos.filas.map((row) => row.idAuditoria);

    expect(await ids('fecha')).toEqual([carmen, berta, alba]);
    expect(await ids('-fecha')).toEqual([alba, berta, carmen]);
    expect(await ids('quien')).toEqual([alba, berta, carmen]);
    expect(await ids('-quien')).toEqual([carmen, berta, alba]);
    expect(await ids('accion')).toEqual([berta, alba, carmen]);
    expect(await ids('-entidad')).toEqual([carmen, alba, berta]);
  });

  it('exports in the chosen order and refuses an orden it does not know', async () => {
    const word = 'exportauditoria';
    const [carmen, alba, berta] = await threeActions(word);
    const csv = await get(`${calls.exportList.path}?formato=csv&quien=${word}&orden=-quien`);
    expect(exportedColumn(csv.body)).toEqual([carmen, berta, alba].map((id) => `"${String(id)}"`));
    for (const path of [calls.list.path, calls.exportList.path]) {
      const res = await get(`${path}?orden=motivo`);
      expectOrdenRefused(res, path);
    }
  });
});
