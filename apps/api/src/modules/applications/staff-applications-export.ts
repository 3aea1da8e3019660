import type { StaffApplicationExportQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import { recordPersonalDataExport } from '../audit/audit.ts';
import { applicationSearch, toApplicationRow } from './staff-applications.service.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import * as repo from './staff-applications.repository.ts';

/*
 * The back-office's application list as a file: personal data leaving the portal, so the export
 * writes its audit row (filters, format, rows) before the file goes.
 */

export async function exportStaffApplications(
  ctx: AppContext,
  act: StaffAct,
  query: StaffApplicationExportQuery,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = (await repo.listApplications(ctx.db, applicationSearch(query))).map(
    toApplicationRow,
  );
  await recordPersonalDataExport(ctx.db, {
    actor: act.actor,
    action: 'lista_candidaturas.exportar',
    entity: 'lista_candidaturas',
    filters: query,
    formato: query.formato,
    rows: rows.length,
    requestId: act.requestId,
  });
  return tableFile(
    {
      sheet: 'Candidaturas',
      header: [
        'Id',
        'Oferta',
        'Tipo',
        'Empresa',
        'Candidato',
        'Email',
        'Estado',
        'Inscripción',
        'Último cambio',
      ],
      rows: rows.map((r) => [
        String(r.idCandidatura),
        r.oferta,
        r.familia,
        r.empresa,
        r.candidato,
        r.email,
        stateName(r.idEstado, lang),
        r.fecha,
        r.fechaCambio,
      ]),
    },
    query.formato,
    'candidaturas',
    lang,
  );
}
