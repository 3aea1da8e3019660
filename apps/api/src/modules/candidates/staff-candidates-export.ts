import type { StaffCandidateQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordPersonalDataExport } from '../audit/audit.ts';
import * as repo from './staff-candidates.repository.ts';
import { degreeIdsMatching, withDegrees } from './staff-candidates.service.ts';

/** An account's state as the list's column says it. */
const accountState = { activo: 'Activo', bloqueado: 'Bloqueado', baja: 'De baja' } as const;

/**
 * The back-office's candidate list as a file: personal data leaving the portal, so the export
 * writes its audit row (filters, format, rows) before the file goes.
 */
export async function exportCandidates(
  ctx: AppContext,
  me: AuthUser,
  query: Omit<StaffCandidateQuery, 'pagina' | 'porPagina'> & { formato: 'csv' | 'xlsx' },
  lang: ExportLanguage = 'es',
  requestId: string | null = null,
): Promise<PrivateFile> {
  const { formato, ...filters } = query;
  const { rows } = await repo.searchCandidates(
    ctx.db,
    { ...filters, degreeIds: degreeIdsMatching(filters.titulacion) },
    { limit: 10_000, offset: 0 },
  );
  const list = await withDegrees(ctx.db, rows, lang);
  await recordPersonalDataExport(ctx.db, {
    actor: me,
    action: 'lista_candidatos.exportar',
    entity: 'lista_candidatos',
    filters,
    formato,
    rows: list.length,
    requestId,
  });
  return tableFile(
    {
      sheet: 'Candidatos',
      header: [
        'Id',
        'Nombre',
        'Apellidos',
        'Email',
        'DNI',
        'Verificado',
        'Titulaciones',
        'Estado',
        'Baja solicitada',
        'Activación pendiente',
      ],
      rows: list.map((c) => [
        String(c.idUsuario),
        c.nombre,
        c.apellidos,
        c.email,
        c.dni ?? '',
        exportText(c.verificado ? 'sí' : 'no', lang),
        c.titulaciones.join(' | '),
        exportText(accountState[c.estado], lang),
        exportText(c.solicitudBajaPendiente ? 'sí' : 'no', lang),
        exportText(c.activacionPendiente ? 'sí' : 'no', lang),
      ]),
    },
    formato,
    'candidatos',
    lang,
  );
}
