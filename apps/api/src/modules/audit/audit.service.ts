import {
  Codes,
  type AuditChange,
  type AuditDetail,
  type AuditItem,
  type AuditList,
  type AuditQuery,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import * as repo from './audit.repository.ts';
import type { AuditRow } from './audit.table.ts';
import { pageWindow } from '../../lib/page-window.ts';

/** At most this many rows in one export. */
export const AUDIT_EXPORT_LIMIT = 10_000;

const toItem = (row: AuditRow, names: ReadonlyMap<string, string>): AuditItem => ({
  idAuditoria: row.id,
  fecha: row.createdAt.toISOString(),
  quien: row.actorEmail,
  accion: row.accion,
  entidad: row.entidad,
  entidadId: row.entidadId,
  entidadNombre: names.get(`${row.entidad}:${row.entidadId ?? ''}`) ?? null,
  motivo: row.motivo,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Top-level fields that differ between the two records (both objects), or the whole value. */
export function diffRecords(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null)
      ? []
      : [{ campo: '(registro)', antes: before ?? null, despues: after ?? null }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({ campo: key, antes: before[key] ?? null, despues: after[key] ?? null }));
}

export async function searchAudit(ctx: AppContext, query: AuditQuery): Promise<AuditList> {
  const { pagina, porPagina, ...filters } = query;
  const [{ rows, total }, values] = await Promise.all([
    repo.searchAudit(ctx.db, filters, pageWindow({ pagina, porPagina })),
    repo.distinctValues(ctx.db),
  ]);
  const names = await repo.entityNames(ctx.db, rows);
  return { total, filas: rows.map((row) => toItem(row, names)), ...values };
}

export async function auditDetail(ctx: AppContext, id: number): Promise<AuditDetail> {
  const row = await repo.findAudit(ctx.db, id);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return {
    ...toItem(row, await repo.entityNames(ctx.db, [row])),
    antes: row.antes,
    despues: row.despues,
    cambios: diffRecords(row.antes, row.despues),
    requestId: row.requestId,
  };
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export async function exportAudit(
  ctx: AppContext,
  query: repo.AuditFilters & { formato: 'csv' | 'xlsx' },
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const { formato, ...filters } = query;
  const { rows } = await repo.searchAudit(ctx.db, filters, {
    limit: AUDIT_EXPORT_LIMIT,
    offset: 0,
  });
  return tableFile(
    {
      sheet: 'Auditoría',
      header: [
        'Id',
        'Fecha',
        'Quién',
        'Acción',
        'Entidad',
        'Id entidad',
        'Motivo',
        'Antes',
        'Después',
      ],
      rows: rows.map((r) => [
        String(r.id),
        r.createdAt.toISOString(),
        r.actorEmail,
        r.accion,
        r.entidad,
        r.entidadId ?? '',
        r.motivo ?? '',
        json(r.antes),
        json(r.despues),
      ]),
    },
    formato,
    'auditoria',
    lang,
  );
}
