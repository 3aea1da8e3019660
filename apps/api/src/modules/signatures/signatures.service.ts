import {
  callUrl,
  Codes,
  signatureCalls,
  type SigningLink,
  type SignDocumentResult,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { tryTransitionApplication } from '../application-states/application-state.service.ts';
import { loadCandidateProfile } from '../candidates/candidate-profile.repository.ts';
import type { PdfLanguage } from '../../lib/pdf/index.ts';
import { renderSignablePdf, type SignablePdf } from './signature-pdf.ts';
import { providerFor } from './signature-provider.ts';
import { preEnrolmentDocuments, type DocumentSubject } from './signature-texts.ts';
import * as repo from './signatures.repository.ts';
import type { SignatureDocumentRow } from './signatures.table.ts';
import { sha256 } from '../../lib/sha256.ts';

const pdfUrl = (id: number) => callUrl(signatureCalls.pdf, { params: { id } });

/**
 * Creates the documents a pre-enrolment asks the candidate to sign (once per application), in the
 * language the candidate accepted it in.
 */
export async function createPreEnrolmentDocuments(
  tx: Db,
  applicationId: number,
  candidateId: number,
  subject: DocumentSubject,
  lang: PdfLanguage,
) {
  await repo.insertDocuments(
    tx,
    preEnrolmentDocuments(subject, lang).map((d) => ({ ...d, applicationId, candidateId })),
  );
}

async function ownDocument(ctx: AppContext, candidateId: number, id: number) {
  const document = await repo.findOwnDocument(ctx.db, candidateId, id);
  if (!document) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return document;
}

async function universidad(ctx: AppContext) {
  return (await ctx.brand.get()).universidad;
}

/** A stored document as its PDF prints it. */
const signable = (document: SignatureDocumentRow, universidadName: string): SignablePdf => ({
  titulo: document.nombre,
  universidad: universidadName,
  parrafos: document.texto.split('\n\n'),
  referencia: `DOC-${String(document.id).padStart(6, '0')}`,
  creado: document.createdAt,
  idioma: document.idioma,
});

/**
 * The PDF shown for signing, rendered and stored the first time (so its hash never changes).
 * `universidad` is read before any transaction: on PGlite (one connection) a query on ctx.db
 * inside a transaction would wait for that transaction forever.
 */
async function renderedPdf(
  ctx: AppContext,
  db: Db,
  document: SignatureDocumentRow,
  universidadName: string,
) {
  if (document.storageKey && document.sha256) {
    return { data: await ctx.storage.get(document.storageKey), sha256: document.sha256 };
  }
  const data = await renderSignablePdf(signable(document, universidadName));
  const key = await ctx.storage.put(data, 'pdf');
  await repo.saveRendered(db, document.id, key, sha256(data));
  const stored = await repo.findOwnDocument(db, document.candidateId, document.id);
  if (stored?.storageKey && stored.storageKey !== key) {
    await ctx.storage.remove(key);
    return { data: await ctx.storage.get(stored.storageKey), sha256: stored.sha256 ?? '' };
  }
  return { data, sha256: sha256(data) };
}

/** dameLinkFirmaDocumentoPersonal/{id}: where to sign one of my documents. */
export async function getSigningLink(
  ctx: AppContext,
  candidateId: number,
  id: number,
): Promise<SigningLink> {
  const document = await ownDocument(ctx, candidateId, id);
  const provider = providerFor(document);
  const pending = await repo.pendingOfCandidate(ctx.db, candidateId);
  return {
    idDocumento: document.id,
    nombre: document.nombre,
    enlace: await provider.signingLink(document),
    urlDocumento: pdfUrl(document.id),
    proveedor: provider.name,
    firmaEnPortal: provider.confirmsInPortal,
    firmado: document.firmadoAt !== null,
    fechaFirma: document.firmadoAt?.toISOString() ?? null,
    oferta: pending.find((p) => p.document.id === id)?.oferta ?? null,
    idCandidatura: document.applicationId,
    parrafos: document.texto.split('\n\n'),
  };
}

/** The PDF of one of my documents: the signed copy once signed, else the one to sign. */
export async function getDocumentPdf(ctx: AppContext, candidateId: number, id: number) {
  const document = await ownDocument(ctx, candidateId, id);
  if (document.firmadoStorageKey) {
    return { data: await ctx.storage.get(document.firmadoStorageKey), nombre: document.nombre };
  }
  const shown = await renderedPdf(ctx, ctx.db, document, await universidad(ctx));
  return { data: shown.data, nombre: document.nombre };
}

/**
 * Built-in signature: under a lock on the document, records signer, instant, IP, browser and the
 * SHA-256 of the exact PDF shown, stores a signed copy with a signature page, and when the
 * application has nothing left to sign the company may see the CV. Already signed → 109.
 */
export async function signDocument(
  ctx: AppContext,
  candidateId: number,
  id: number,
  request: { ip: string; userAgent: string; sha256?: string | undefined },
): Promise<SignDocumentResult> {
  const profile = await loadCandidateProfile(ctx.db, candidateId);
  if (!profile) {
    throw new AppError(Codes.FORBIDDEN);
  }
  const universidadName = await universidad(ctx);
  return ctx.db.transaction(async (tx) => {
    const document = await repo.lockDocument(tx, candidateId, id);
    if (!document) {
      throw new AppError(Codes.NOT_FOUND);
    }
    if (document.firmadoAt) {
      throw new AppError(Codes.ALREADY_SIGNED);
    }
    if (!providerFor(document).confirmsInPortal) {
      throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED);
    }
    const shown = await renderedPdf(ctx, tx, document, universidadName);
    if (request.sha256 && request.sha256 !== shown.sha256) {
      throw new AppError(Codes.INVALID_INPUT, {
        datos: {
          errores: [
            {
              campo: 'sha256',
              codigo: 'mismatch',
              mensaje: 'El documento ha cambiado; vuelve a abrirlo.',
            },
          ],
        },
      });
    }
    const firmadoAt = new Date();
    const firmante = `${profile.nombre} ${profile.apellidos}`.trim();
    const signed = await renderSignablePdf(signable(document, universidadName), {
      firmante,
      dni: profile.candidate.dni,
      fecha: firmadoAt,
      ip: request.ip,
      userAgent: request.userAgent,
      sha256Original: shown.sha256,
    });
    await repo.markSigned(tx, document.id, {
      firmadoAt,
      firmanteNombre: firmante,
      firmanteDni: profile.candidate.dni,
      firmanteIp: request.ip,
      firmanteUserAgent: request.userAgent.slice(0, 500),
      firmadoSha256: shown.sha256,
      firmadoStorageKey: await ctx.storage.put(signed, 'pdf'),
    });
    const pendientes = document.applicationId
      ? await repo.countUnsigned(tx, document.applicationId)
      : 0;
    if (document.applicationId && pendientes === 0) {
      // Through the state machine: it clears the flag only where the table lets the signatures
      // do so (an application waiting for them); anywhere else nothing changes.
      await tryTransitionApplication(ctx, tx, {
        target: { applicationId: document.applicationId },
        actor: 'signatures',
        to: 'unchanged',
        by: candidateId,
        pendienteFirma: false,
      });
    }
    return {
      idDocumento: document.id,
      firmado: true as const,
      fechaFirma: firmadoAt.toISOString(),
      sha256: shown.sha256,
      pendientes,
    };
  });
}
