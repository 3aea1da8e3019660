import {
  agreementUploadableStatuses,
  agreementStatusTexts,
  Codes,
  type Agreement,
  type AgreementStatus,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { checkUpload, mimeOfStored } from '../../lib/uploads.ts';
import { sha256 } from '../../lib/sha256.ts';
import { toAgreement } from './agreements.mapper.ts';
import * as repo from './agreements.repository.ts';
import { type AgreementRow } from './agreements.table.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { agreementReasons } from './agreement-reasons.ts';

/** Demo rows carry no PDF yet: it is rendered from their stored data and stored once. */
async function storeMissingPdf(ctx: AppContext, row: AgreementRow): Promise<string | null> {
  const [company, contact, account] = await Promise.all([
    repo.findCompany(ctx.db, row.companyId),
    row.contactId ? repo.findOwnContact(ctx.db, row.companyId, row.contactId) : undefined,
    row.billingAccountId
      ? repo.findOwnBillingAccount(ctx.db, row.companyId, row.billingAccountId)
      : undefined,
  ]);
  if (!company) {
    return null;
  }
  const pdf = await renderAgreementPdf(ctx, company, contact, account, row, row.createdAt);
  const key = await ctx.storage.put(pdf, 'pdf');
  const stored = await repo.setPdfOnce(ctx.db, row.id, key, sha256(pdf));
  if (stored !== key) {
    await ctx.storage.remove(key);
  }
  return stored;
}

/** The generated (or signed) PDF of one of the company's agreements; 404 for anyone else's. */
export async function agreementFile(
  ctx: AppContext,
  companyId: number,
  agreementId: number,
  which: AgreementFileKind,
): Promise<PrivateFile> {
  const row = await repo.findOwnAgreement(ctx.db, companyId, agreementId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return storedAgreementFile(ctx, row, which);
}

export type AgreementFileKind = 'generated' | 'signed' | 'countersigned' | 'attachment';

/** One of an agreement's PDFs (the generated one rendered and stored on first use). */
export async function storedAgreementFile(
  ctx: AppContext,
  row: AgreementRow,
  which: AgreementFileKind,
): Promise<PrivateFile> {
  if (which === 'attachment') {
    if (!row.adjuntoKey || !row.adjuntoExtension) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const data = await ctx.storage.get(row.adjuntoKey);
    return {
      data,
      mime: await mimeOfStored(data, row.adjuntoExtension),
      nombre: `convenio-${String(row.id)}-adjunto.${row.adjuntoExtension}`,
    };
  }
  const key =
    which === 'generated'
      ? (row.pdfKey ?? (await storeMissingPdf(ctx, row)))
      : which === 'signed'
        ? row.signedKey
        : row.countersignedKey;
  if (!key) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const suffix = { generated: '', signed: '-firmado', countersigned: '-formalizado' }[which];
  return {
    data: await ctx.storage.get(key),
    mime: 'application/pdf',
    nombre: `convenio-${String(row.id)}${suffix}.pdf`,
  };
}

/**
 * adjuntaFicheroAlConvenioEmpresa: the signed agreement (PDF by content, ≤ 2 MB, else 46) moves it
 * to signed by company; a new upload replaces the previous one while the office has not taken it.
 */
export async function uploadSignedAgreement(
  ctx: AppContext,
  companyId: number,
  userId: number,
  body: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
): Promise<Agreement> {
  const existing = await repo.findOwnAgreement(ctx.db, companyId, body.idConvenio);
  if (!existing) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await checkUpload(
    {
      ficheroB64ParaAltas: body.ficheroB64,
      extension_adjunto: body.extension_adjunto,
      nombre: `convenio-${String(body.idConvenio)}-firmado.pdf`,
    },
    { pdfOnly: true },
  );
  const key = await ctx.storage.put(file.data, 'pdf');
  try {
    const { row, previousKey } = await ctx.db.transaction(async (tx) => {
      const current = await repo.lockOwnAgreement(tx, companyId, body.idConvenio);
      if (!current) {
        throw new AppError(Codes.NOT_FOUND);
      }
      if (!agreementUploadableStatuses.includes(current.estado as AgreementStatus)) {
        throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, {
          message: `El convenio está «${agreementStatusTexts[current.estado as AgreementStatus]}»: el convenio firmado solo se sube mientras está generado o firmado por la empresa.`,
          messageEn:
            'The signed agreement can only be uploaded while the agreement is generated or signed by the company.',
        });
      }
      const updated = await repo.updateAgreement(tx, current.id, {
        estado: 'firmado_empresa',
        signedKey: key,
        signedSha256: sha256(file.data),
        signedAt: new Date(),
      });
      await repo.insertEvent(tx, {
        agreementId: current.id,
        fromEstado: current.estado,
        toEstado: 'firmado_empresa',
        userId,
        motivo:
          current.estado === 'firmado_empresa'
            ? agreementReasons.signedReplaced.es
            : agreementReasons.signedAttached.es,
      });
      return { row: updated, previousKey: current.signedKey };
    });
    if (previousKey) {
      await ctx.storage.remove(previousKey);
    }
    return toAgreement(row);
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}
