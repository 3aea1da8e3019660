import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sha256 } from '../../lib/sha256.ts';
import { storedAgreementFile } from '../../modules/agreements/agreement-files.service.ts';
import { agreements } from '../../modules/agreements/agreements.table.ts';

/**
 * The demo agreements past the company's signature get the copies their state implies (the
 * company-signed one and, once formalised, the university's), so every screen offers what a real
 * agreement in that state would. The seed writes rows before the app (and its file storage)
 * exists: this runs once the app is built, after a first-start seed. The demo copies are the
 * generated agreement itself, since nobody signs demo data.
 */
export async function attachDemoAgreementCopies(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(agreements)
    .where(
      and(
        inArray(agreements.estado, ['firmado_empresa', 'enviado_secretaria', 'formalizado']),
        isNull(agreements.signedKey),
      ),
    );
  for (const row of rows) {
    const copy = (await storedAgreementFile(ctx, row, 'generated')).data;
    const digest = sha256(copy);
    const formalised = row.estado === 'formalizado';
    await ctx.db
      .update(agreements)
      .set({
        signedKey: await ctx.storage.put(copy, 'pdf'),
        signedSha256: digest,
        signedAt: row.updatedAt,
        ...(formalised
          ? {
              countersignedKey: await ctx.storage.put(copy, 'pdf'),
              countersignedSha256: digest,
              countersignedAt: row.updatedAt,
            }
          : {}),
      })
      .where(inArray(agreements.id, [row.id]));
  }
  return rows.length;
}
