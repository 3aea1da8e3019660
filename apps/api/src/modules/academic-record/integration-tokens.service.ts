import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Codes } from '@portal/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IntegrationCaller } from '../../plugins/auth.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { integrationTokens } from './academic-record.table.ts';
import { sha256 } from '../../lib/sha256.ts';

/** Integration tokens start with this, so they are never mistaken for a session's JWT. */
const PREFIX = 'pe_int_';

type TokenRow = typeof integrationTokens.$inferSelect;
const toItem = (row: TokenRow) => ({
  id: row.id,
  nombre: row.nombre,
  prefijo: row.prefijo,
  fecha: row.createdAt.toISOString(),
  ultimoUso: row.lastUsedAt?.toISOString() ?? null,
  revocado: row.revokedAt !== null,
});

export async function listTokens(ctx: AppContext) {
  const rows = await ctx.db.select().from(integrationTokens).orderBy(desc(integrationTokens.id));
  return rows.map(toItem);
}

/** A new token: 256 random bits; only its SHA-256 is kept, the value is answered once. */
export async function createToken(ctx: AppContext, actor: AuditActor, nombre: string) {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(integrationTokens)
      .values({
        nombre,
        prefijo: token.slice(0, PREFIX.length + 6),
        tokenHash: sha256(token),
        createdBy: actor.id,
      })
      .returning();
    if (!row) {
      throw new AppError(Codes.SAVE_FAILED);
    }
    await recordAudit(tx, {
      actor,
      action: 'token_integracion.crear',
      entity: 'token_integracion',
      entityId: row.id,
      after: { nombre, prefijo: row.prefijo },
    });
    return { ...toItem(row), token };
  });
}

export async function revokeToken(ctx: AppContext, actor: AuditActor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(integrationTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(integrationTokens.id, id), isNull(integrationTokens.revokedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: integrationTokens.id })
        .from(integrationTokens)
        .where(eq(integrationTokens.id, id));
      if (!exists) {
        throw new AppError(Codes.NOT_FOUND);
      }
      return;
    }
    await recordAudit(tx, {
      actor,
      action: 'token_integracion.revocar',
      entity: 'token_integracion',
      entityId: id,
      before: { nombre: row.nombre, prefijo: row.prefijo },
    });
  });
  return listTokens(ctx);
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
};

/**
 * The caller behind an integration token: the one in the configuration (RECORD_IMPORT_TOKEN) or
 * a live token of the back-office; null for anything else.
 */
export async function integrationCaller(
  ctx: AppContext,
  token: string,
): Promise<IntegrationCaller | null> {
  const configured = ctx.env.RECORD_IMPORT_TOKEN;
  if (configured !== undefined && sameText(token, configured)) {
    return { tokenId: null, nombre: 'RECORD_IMPORT_TOKEN' };
  }
  if (!token.startsWith(PREFIX)) {
    return null;
  }
  const [row] = await ctx.db
    .update(integrationTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(integrationTokens.tokenHash, sha256(token)), isNull(integrationTokens.revokedAt)))
    .returning();
  return row ? { tokenId: row.id, nombre: row.nombre } : null;
}
