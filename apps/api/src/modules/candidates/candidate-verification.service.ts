import { Codes, type StaffCandidateSheet, type StaffVerifyCandidateBody } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { candidates } from './candidates.table.ts';
import { candidateSheet } from './staff-candidates.service.ts';
import * as repo from './staff-candidates.repository.ts';

/**
 * verificaCandidato: a staff member says by hand that a candidate is (or is not) the university's
 * own student or graduate, with the reason, in the audit log. Verifying an already verified
 * account keeps its first origin; un-verifying clears it (a later import or university sign-in
 * verifies it again).
 */
export async function setVerification(
  ctx: AppContext,
  me: AuthUser,
  body: StaffVerifyCandidateBody,
  requestId: string,
): Promise<StaffCandidateSheet> {
  await ctx.db.transaction(async (tx) => {
    const account = await repo.findCandidate(tx, body.idUsuario, true);
    if (!account) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (account.verificado === body.verificado) {
      return;
    }
    await tx
      .update(candidates)
      .set(
        body.verificado
          ? { verificado: true, verificacionOrigen: 'manual', verificadoAt: new Date() }
          : { verificado: false, verificacionOrigen: null, verificadoAt: null },
      )
      .where(eq(candidates.userId, body.idUsuario));
    await recordAudit(tx, {
      actor: me,
      action: body.verificado ? 'candidato.verificar' : 'candidato.quitar_verificacion',
      entity: 'candidato',
      entityId: body.idUsuario,
      before: { verificado: account.verificado, origen: account.verificacionOrigen },
      after: { verificado: body.verificado, origen: body.verificado ? 'manual' : null },
      reason: body.motivo,
      requestId,
    });
  });
  return candidateSheet(ctx, body.idUsuario);
}
