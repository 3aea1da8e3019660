import {
  agreementStatusTexts,
  Codes,
  countersignableStatuses,
  staffAgreementActions,
  type AgreementStatus,
  type StaffAgreementAction,
  type StaffAgreementDetail,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { sha256 } from '../../lib/sha256.ts';
import { agreementNotice } from './agreement-notices.ts';
import { storedAgreementFile, type AgreementFileKind } from './agreement-files.service.ts';
import { agreementEvents, agreements, type AgreementRow } from './agreements.table.ts';
import { notifyCompany } from './company-notices.ts';
import { loadDetail, statusOf } from './staff-agreements.service.ts';
import { sendInBackground } from '../../lib/send-in-background.ts';
import { stateWord } from '../../lib/export-texts.ts';

const lock = async (db: Db, id: number) =>
  (await db.select().from(agreements).where(eq(agreements.id, id)).for('update'))[0];

const auditView = (row: AgreementRow) => ({
  estado: row.estado,
  motivo: row.motivo,
  countersignedSha256: row.countersignedSha256,
});

const refuse = (mensaje: string, english: string) =>
  new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
    httpStatus: 409,
    message: mensaje,
    messageEn: english,
  });

/**
 * A staff transition: checked against the current state under a row lock, written
 * with its event, its audit row and the company's notifications in one transaction; the emails
 * go out after the commit.
 */
export async function changeAgreementState(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  to: StaffAgreementAction,
  motivo: string | null = null,
): Promise<StaffAgreementDetail> {
  const { send } = await ctx.db.transaction(async (tx) => {
    const current = await lock(tx, id);
    if (!current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const from = statusOf(current.estado);
    if (!(staffAgreementActions[to] as readonly AgreementStatus[]).includes(from)) {
      throw refuse(
        `Un convenio en estado «${agreementStatusTexts[from]}» no puede pasar a «${agreementStatusTexts[to]}».`,
        `An agreement «${stateWord(agreementStatusTexts[from], 'en')}» cannot go to «${stateWord(agreementStatusTexts[to], 'en')}».`,
      );
    }
    if (to === 'formalizado' && current.countersignedKey === null) {
      throw refuse(
        'Adjunta antes el convenio firmado por la universidad.',
        'Attach the agreement signed by the university first.',
      );
    }
    const [updated] = await tx
      .update(agreements)
      .set({
        estado: to,
        motivo: to === 'erroneo' ? motivo : current.motivo,
        updatedAt: new Date(),
      })
      .where(eq(agreements.id, id))
      .returning();
    if (!updated) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await tx.insert(agreementEvents).values({
      agreementId: id,
      fromEstado: from,
      toEstado: to,
      userId: actor.id,
      motivo,
    });
    await recordAudit(tx, {
      actor,
      action: `convenio.${to}`,
      entity: 'convenio',
      entityId: id,
      before: auditView(current),
      after: auditView(updated),
      reason: motivo,
    });
    return {
      send: await notifyCompany(ctx, tx, current.companyId, agreementNotice(id, to, motivo)),
    };
  });
  sendInBackground(send);
  return loadDetail(ctx.db, id);
}

/** Gestion/adjuntarConvenioFormalizado: the countersigned PDF (PDF by content, ≤ 2 MB, else 46). */
export async function uploadCountersigned(
  ctx: AppContext,
  actor: AuditActor,
  body: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
): Promise<StaffAgreementDetail> {
  const exists = (
    await ctx.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.id, body.idConvenio))
  )[0];
  if (!exists) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await checkUpload(
    {
      ficheroB64ParaAltas: body.ficheroB64,
      extension_adjunto: body.extension_adjunto,
      nombre: `convenio-${String(body.idConvenio)}-formalizado.pdf`,
    },
    { pdfOnly: true },
  );
  const key = await ctx.storage.put(file.data, 'pdf');
  try {
    const previousKey = await ctx.db.transaction(async (tx) => {
      const current = await lock(tx, body.idConvenio);
      if (!current) {
        throw new AppError(Codes.NOT_FOUND);
      }
      const estado = statusOf(current.estado);
      if (!countersignableStatuses.includes(estado)) {
        throw refuse(
          `Solo se adjunta el convenio firmado por la universidad cuando está enviado a secretaría (ahora: «${agreementStatusTexts[estado]}»).`,
          `The agreement signed by the university is attached only once it has been sent to the registry (now: «${stateWord(agreementStatusTexts[estado], 'en')}»).`,
        );
      }
      const [updated] = await tx
        .update(agreements)
        .set({
          countersignedKey: key,
          countersignedSha256: sha256(file.data),
          countersignedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(agreements.id, current.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'convenio.adjuntar_formalizado',
        entity: 'convenio',
        entityId: current.id,
        before: auditView(current),
        after: updated ? auditView(updated) : null,
      });
      return current.countersignedKey;
    });
    if (previousKey) {
      await ctx.storage.remove(previousKey);
    }
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  return loadDetail(ctx.db, body.idConvenio);
}

/** Any agreement's PDF for the careers office. */
export async function staffAgreementFile(
  ctx: AppContext,
  id: number,
  which: AgreementFileKind,
): Promise<PrivateFile> {
  const [row] = await ctx.db.select().from(agreements).where(eq(agreements.id, id));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return storedAgreementFile(ctx, row, which);
}
