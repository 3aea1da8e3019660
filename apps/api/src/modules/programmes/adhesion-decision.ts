import { Codes } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { programmes } from './programmes.table.ts';

type Decision = 'aceptada' | 'rechazada';

/** What a decision writes on the adhesion row (a candidate's or a company's). */
export interface DecidedValues {
  estado: Decision;
  motivo: string | null;
  decididaAt: Date;
  decididaPor: number;
}

/**
 * The part of accepting or rejecting an adhesion that candidates' and companies' adhesions share,
 * inside the caller's transaction: the programme and the adhesion (locked) must exist (404), the
 * decision is written with its reason (only a rejection keeps one) and audited with the state
 * before and after. Returns the programme and the reason, for the notice the caller sends.
 */
export async function recordAdhesionDecision<Row extends { estado: string; motivo: string | null }>(
  tx: Db,
  args: {
    programmeId: number;
    decision: Decision;
    motivo: string | null;
    /** Reads the adhesion `for update`. */
    lock: () => Promise<Row | undefined>;
    write: (values: DecidedValues) => Promise<unknown>;
    actor: AuditActor;
    audit: { entity: string; entityId: string; requestId: string | undefined };
  },
) {
  const [programme] = await tx.select().from(programmes).where(eq(programmes.id, args.programmeId));
  const current = await args.lock();
  if (!programme || !current) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const motivo = args.decision === 'rechazada' ? args.motivo : null;
  await args.write({
    estado: args.decision,
    motivo,
    decididaAt: new Date(),
    decididaPor: args.actor.id,
  });
  await recordAudit(tx, {
    actor: args.actor,
    action: args.decision === 'aceptada' ? 'adhesion.aceptar' : 'adhesion.rechazar',
    entity: args.audit.entity,
    entityId: args.audit.entityId,
    before: { estado: current.estado, motivo: current.motivo },
    after: { estado: args.decision, motivo },
    reason: motivo,
    requestId: args.audit.requestId,
  });
  return { programme, current, motivo, accepted: args.decision === 'aceptada' };
}
