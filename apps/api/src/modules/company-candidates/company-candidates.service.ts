import {
  Codes,
  type CandidateCv,
  type CandidateExportQuery,
  type CompanyCandidate,
  type CompanyCandidatesPage,
  type CompanyCandidatesQuery,
  type CvFieldSettings,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { recordAudit, recordPersonalDataExport, type AuditActor } from '../audit/audit.ts';
import { cvFieldSettingsOf } from '../cv/cv-field-rules.ts';
import { getMyCv } from '../cv/get-cv.service.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { DownloadFile } from '../../lib/send-file.ts';
import { exportMime } from '../../lib/table-export.ts';
import { collect } from '../../lib/table-stream.ts';
import { candidatesFile } from './candidate-export.ts';
import { cvVisible, toCandidateCv, toCompanyCandidate } from './company-candidates.mapper.ts';
import * as repo from './company-candidates.repository.ts';
import { pageWindow } from '../../lib/page-window.ts';

/** An offer of the company (404 code 4 for anyone else's, whatever id is sent). */
async function ownedOffer(ctx: AppContext, companyId: number, offerId: number) {
  const offer = await repo.findOwnedOffer(ctx.db, companyId, offerId);
  if (!offer) {
    throw new AppError(Codes.OFFER_NOT_FOUND);
  }
  return offer;
}

type Filter = Pick<repo.CandidateFilter, 'estado' | 'soloNoLeidos'>;

const filterOf = (query: Partial<CompanyCandidatesQuery>): Filter => ({
  ...(query.estado === undefined ? {} : { estado: query.estado }),
  soloNoLeidos: query.soloNoLeidos ?? false,
});

/** The candidates of these applications (a batch of an export), in the list's order. */
async function candidatesWithIds(
  ctx: AppContext,
  offerId: number,
  filter: Filter,
  ids: readonly number[],
  flags: CvFieldSettings['personales'],
  language: ExportLanguage,
): Promise<CompanyCandidate[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await repo.listCandidates(ctx.db, offerId, { ...filter, applicationIds: ids });
  return rows.map((row) => toCompanyCandidate(row, flags, language));
}

/**
 * dameCandidatosProceso/{id}: one page of the candidates of one of the company's offers, with the
 * length of the filtered list, in one query: a page costs about the same for an offer with ten
 * applicants or ten thousand.
 */
export async function listOfferCandidates(
  ctx: AppContext,
  companyId: number,
  offerId: number,
  query: Partial<CompanyCandidatesQuery> = {},
  language: 'es' | 'en' = 'es',
): Promise<CompanyCandidatesPage> {
  const pagina = query.pagina ?? 1;
  const porPagina = query.porPagina ?? 50;
  // Read together; nothing read is answered unless the offer is the company's.
  const [, page, settings] = await Promise.all([
    ownedOffer(ctx, companyId, offerId),
    repo.candidatesPage(ctx.db, offerId, filterOf(query), pageWindow({ pagina, porPagina })),
    cvFieldSettingsOf(ctx),
  ]);
  return {
    candidatos: page.rows.map((row) => toCompanyCandidate(row, settings.personales, language)),
    total: page.total,
    pagina,
    porPagina,
  };
}

/** Rows read by batches of this many applications (memory stays flat for any list). */
const EXPORT_BATCH = 1000;
/**
 * Up to this many rows the file is written whole and sent as one body (compressed in one call,
 * several times cheaper than a compressed stream); beyond, it is streamed as it is written.
 */
const WHOLE_FILE_ROWS = 5000;

/**
 * exportaCandidatosProceso/{id}: the same list as a CSV or XLSX file, streamed: the ids are read
 * first (the list's order), then the rows a batch at a time as the file is written out.
 */
export async function exportOfferCandidates(
  ctx: AppContext,
  companyId: number,
  offerId: number,
  query: CandidateExportQuery,
  lang: ExportLanguage = 'es',
  who: { actor: AuditActor; requestId: string | null } | null = null,
): Promise<DownloadFile> {
  const offer = await ownedOffer(ctx, companyId, offerId);
  const filter = filterOf(query);
  const [ids, settings] = await Promise.all([
    repo.candidateIds(ctx.db, offer.id, filter),
    cvFieldSettingsOf(ctx),
  ]);
  if (who !== null) {
    await recordPersonalDataExport(ctx.db, {
      actor: who.actor,
      action: 'oferta.exportar_candidatos',
      entity: 'oferta',
      entityId: offer.id,
      filters: filter,
      formato: query.formato,
      rows: ids.length,
      requestId: who.requestId,
    });
  }
  async function* batches() {
    for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
      const batch = [...ids.subarray(start, start + EXPORT_BATCH)];
      yield await candidatesWithIds(ctx, offer.id, filter, batch, settings.personales, lang);
    }
  }
  const file = candidatesFile(query.formato, batches(), lang);
  return {
    // Named in the reader's language, as its sheet and header are.
    nombre: `${exportText('candidatos-oferta', lang)}-${String(offer.id)}.${query.formato}`,
    mime: exportMime[query.formato],
    data: ids.length <= WHOLE_FILE_ROWS ? await collect(file) : file,
  };
}

/** A live application to one of the company's offers (404 for anything else). */
export async function ownedApplication(ctx: AppContext, companyId: number, applicationId: number) {
  const application = await repo.findOwnedApplication(ctx.db, companyId, applicationId);
  if (!application) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return application;
}

const hiddenCv = () =>
  conflict(
    'El CV estará disponible cuando el candidato firme la documentación de la preinscripción.',
    'The CV will be available once the candidate signs the pre-enrolment documents.',
  );

/**
 * documentoCandidato/{idCandidatura}/{idDocumento}: the candidate's own CV or academic record,
 * for an application to one of the company's offers whose CV the company may see.
 */
export async function getCandidateDocumentFile(
  ctx: AppContext,
  companyId: number,
  applicationId: number,
  documentId: number,
  who: { actor: AuditActor; requestId: string | null } | null = null,
) {
  const application = await ownedApplication(ctx, companyId, applicationId);
  if (!cvVisible(application)) {
    throw hiddenCv();
  }
  const row = await repo.findSharedDocument(ctx.db, application.candidateId, documentId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const data = await ctx.storage.get(row.storageKey);
  if (who !== null) {
    // Who at which company took whose document (RGPD accountability), before the file leaves.
    await recordAudit(ctx.db, {
      actor: who.actor,
      action: 'candidato.descargar_documento',
      entity: 'candidato',
      entityId: application.candidateId,
      after: {
        idEmpresa: companyId,
        idCandidatura: application.id,
        idDocumento: row.id,
        nombre: row.nombre,
      },
      requestId: who.requestId,
    });
  }
  return { data, mime: row.mime, nombre: row.nombre };
}

/**
 * dameCandidato/{id}: the CV of a candidate of one of the company's offers; opening it marks the
 * application read. Hidden while the candidate has pre-enrolment documents to sign.
 */
export async function getCandidateCv(
  ctx: AppContext,
  companyId: number,
  applicationId: number,
  language: 'es' | 'en' = 'es',
): Promise<CandidateCv> {
  const application = await ownedApplication(ctx, companyId, applicationId);
  if (!cvVisible(application)) {
    throw hiddenCv();
  }
  const [cv, extras] = await Promise.all([
    getMyCv(ctx, application.candidateId),
    repo.findCvExtras(ctx.db, application.candidateId, application.id),
  ]);
  if (!application.leida) {
    await repo.markRead(ctx.db, application.id);
  }
  return toCandidateCv({ ...application, leida: true }, cv, extras, language);
}
