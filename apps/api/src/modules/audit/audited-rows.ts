import { Codes } from '@portal/contracts';
import { eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from './audit.ts';

type TableWithId = PgTable & { id: PgColumn };

interface Options<Row> {
  /** The audit's entity, also its actions' prefix: `guia` writes `guia.crear`, `guia.editar`… */
  entity: string;
  /** What the audit log keeps of a row: by default the row without its id (the log has it). */
  auditView?: (row: Row) => unknown;
}

interface EditOptions {
  requestId?: string | undefined;
  /** The verb of the audit action when it is not `editar` (`publicar`, `retirar`…). */
  verb?: string;
}

/**
 * The careers office's content (guides, programmes, events, communications, news, help
 * questions) is written one way: in one transaction, the row is locked, written and its audit row
 * recorded with what it was and what it became, so the log holds exactly the changes that
 * happened. A row that is not there is a 404, whoever asks.
 */
export function auditedRows<T extends TableWithId>(
  table: T,
  options: Options<InferSelectModel<T>>,
) {
  type Row = InferSelectModel<T>;
  type Values = InferInsertModel<T>;
  const view =
    options.auditView ??
    ((row: Row) => {
      const { id: _id, ...rest } = row as Record<string, unknown>;
      return rest;
    });
  // Drizzle's builders are typed per concrete table; through a generic one they need a hand.
  const anyTable = table as unknown as PgTable & { id: PgColumn };

  const lock = async (tx: Db, id: number): Promise<Row | null> => {
    const rows = await tx.select().from(anyTable).where(eq(anyTable.id, id)).for('update');
    return (rows[0] as Row | undefined) ?? null;
  };

  const lockOrMissing = async (tx: Db, id: number): Promise<Row> => {
    const row = await lock(tx, id);
    if (!row) {
      throw new AppError(Codes.NOT_FOUND);
    }
    return row;
  };

  return {
    lock,

    async create(
      db: Db,
      actor: AuditActor,
      values: Values | ((tx: Db) => Promise<Values>),
      requestId?: string,
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const data = typeof values === 'function' ? await values(tx) : values;
        const [row] = (await tx.insert(anyTable).values(data).returning()) as Row[];
        if (!row) {
          throw new Error(`${options.entity} not inserted`);
        }
        await recordAudit(tx, {
          actor,
          action: `${options.entity}.crear`,
          entity: options.entity,
          entityId: (row as { id: number }).id,
          after: view(row),
          requestId,
        });
        return row;
      });
    },

    /** `values` may be worked out from the locked row, and may refuse the change by throwing. */
    async edit(
      db: Db,
      actor: AuditActor,
      id: number,
      values: Partial<Values> | ((current: Row, tx: Db) => Promise<Partial<Values>>),
      editOptions: EditOptions = {},
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const current = await lockOrMissing(tx, id);
        const data = typeof values === 'function' ? await values(current, tx) : values;
        const [row] = (await tx
          .update(anyTable)
          .set(data)
          .where(eq(anyTable.id, id))
          .returning()) as Row[];
        if (!row) {
          throw new AppError(Codes.NOT_FOUND);
        }
        await recordAudit(tx, {
          actor,
          action: `${options.entity}.${editOptions.verb ?? 'editar'}`,
          entity: options.entity,
          entityId: id,
          before: view(current),
          after: view(row),
          requestId: editOptions.requestId,
        });
        return row;
      });
    },

    async remove(db: Db, actor: AuditActor, id: number, requestId?: string): Promise<Row> {
      return db.transaction(async (tx) => {
        const current = await lockOrMissing(tx, id);
        await tx.delete(anyTable).where(eq(anyTable.id, id));
        await recordAudit(tx, {
          actor,
          action: `${options.entity}.borrar`,
          entity: options.entity,
          entityId: id,
          before: view(current),
          requestId,
        });
        return current;
      });
    },
  };
}
