import { spanishToday, type AgreementStatus } from '@portal/contracts';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agreementNotice } from './agreement-notices.ts';
import { agreementReasons } from './agreement-reasons.ts';
import { notifyCompany } from './company-notices.ts';
import { agreementEvents, agreements } from './agreements.table.ts';

/** States an agreement can still leave (expiry applies only to these). */
const nonFinal: readonly AgreementStatus[] = ['generado', 'firmado_empresa', 'enviado_secretaria'];

/**
 * Agreements past their fechaCaducidad in a non-final state become expired (with an event), for
 * one company or for all (back-office, the nightly job); each company is told in the portal and by
 * email. Resolves to how many expired.
 */
export async function expireDue(ctx: AppContext, companyId?: number): Promise<number> {
  const today = spanishToday();
  const sends = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(agreements)
      .set({ estado: 'caducado', updatedAt: new Date() })
      .where(
        and(
          companyId === undefined ? undefined : eq(agreements.companyId, companyId),
          inArray(agreements.estado, [...nonFinal]),
          isNotNull(agreements.fechaCaducidad),
          lt(agreements.fechaCaducidad, today),
        ),
      )
      .returning({ id: agreements.id, companyId: agreements.companyId });
    if (due.length === 0) {
      return [];
    }
    await tx.insert(agreementEvents).values(
      due.map((d) => ({
        agreementId: d.id,
        fromEstado: null,
        toEstado: 'caducado',
        userId: null,
        motivo: agreementReasons.expired.es,
      })),
    );
    const notices = [];
    for (const d of due) {
      notices.push(
        await notifyCompany(ctx, tx, d.companyId, agreementNotice(d.id, 'caducado', null, true)),
      );
    }
    return notices;
  });
  // A scheduled job: it ends once its mails have been tried.
  await Promise.all(sends.map((send) => send()));
  return sends.length;
}
