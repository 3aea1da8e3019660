import { Codes } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { getCvPdf } from '../cv/get-cv.service.ts';
import { documentTypeName } from '../cv/cv.mapper.ts';
import { collectPersonRows } from './person-data.ts';
import * as repo from './staff-candidates.repository.ts';
import { mustFind } from './staff-candidates.service.ts';

/**
 * A document of a candidate's CV downloaded by staff. The audit row (RGPD: who looked at whose
 * document) is written before the file leaves.
 */
export async function downloadCandidateDocument(
  ctx: AppContext,
  me: AuthUser,
  documentId: number,
  requestId: string,
): Promise<PrivateFile> {
  const row = await repo.findDocument(ctx.db, documentId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const data = await ctx.storage.get(row.storageKey);
  await recordAudit(ctx.db, {
    actor: me,
    action: 'candidato.descargar_documento',
    entity: 'candidato',
    entityId: row.candidateId,
    after: {
      idDocumento: row.id,
      nombre: row.nombre,
      tipo: documentTypeName(row.idTipoDocumento),
    },
    requestId,
  });
  return { data, mime: row.mime, nombre: row.nombre };
}

/** The generated CV PDF of a candidate, as a company receives it, downloaded by staff (audited). */
export async function downloadCandidateCv(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
  language: 'es' | 'en' = 'es',
): Promise<PrivateFile> {
  await mustFind(ctx.db, id);
  if (await repo.wasAnonymised(ctx.db, id)) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await getCvPdf(ctx, id, language);
  await recordAudit(ctx.db, {
    actor: me,
    action: 'candidato.descargar_cv',
    entity: 'candidato',
    entityId: id,
    after: { nombre: file.nombre },
    requestId,
  });
  return file;
}

const personDataTexts = {
  es: {
    file: 'datos-personales',
    description:
      'Todos los datos personales que el Portal de Empleo guarda sobre esta persona (derecho de acceso, art. 15 RGPD), una entrada por tabla.',
  },
  en: {
    file: 'personal-data',
    description:
      'All the personal data the Employment Portal keeps about this person (right of access, GDPR art. 15), one entry per table.',
  },
} as const;

/**
 * RGPD access request: every row of every table about the person, as a JSON file. Its name and
 * description follow the reader's language; its keys and the rows are the data as stored.
 */
export async function exportPersonData(
  ctx: AppContext,
  me: AuthUser,
  id: number,
  requestId: string,
  lang: ExportLanguage,
): Promise<PrivateFile> {
  const account = await mustFind(ctx.db, id);
  const tablas = await collectPersonRows(ctx.db, id, account.email);
  await recordAudit(ctx.db, {
    actor: me,
    action: 'candidato.exportar_datos',
    entity: 'candidato',
    entityId: id,
    after: { tablas: Object.keys(tablas) },
    requestId,
  });
  const body = {
    generado: new Date().toISOString(),
    descripcion: personDataTexts[lang].description,
    idUsuario: id,
    tablas,
  };
  return {
    data: Buffer.from(JSON.stringify(body, null, 2), 'utf8'),
    mime: 'application/json; charset=utf-8',
    nombre: `${personDataTexts[lang].file}-${String(id)}.json`,
  };
}
