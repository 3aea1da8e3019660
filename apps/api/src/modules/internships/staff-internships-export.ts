import type { StaffInternshipExportQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { tableFile } from '../../lib/table-export.ts';
import { recordPersonalDataExport } from '../audit/audit.ts';
import type { StaffAct } from '../audit/staff-act.ts';
import {
  internshipSearch,
  internshipStateNames,
  toInternshipRow,
} from './staff-internships.service.ts';
import * as repo from './staff-internships.repository.ts';

/*
 * The back-office's internship list as a file: personal data leaving the portal, so the export
 * writes its audit row (filters, format, rows) before the file goes.
 */

export async function exportStaffInternships(
  ctx: AppContext,
  act: StaffAct,
  query: StaffInternshipExportQuery,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = (await repo.listInternships(ctx.db, internshipSearch(query))).map(toInternshipRow);
  await recordPersonalDataExport(ctx.db, {
    actor: act.actor,
    action: 'lista_practicas.exportar',
    entity: 'lista_practicas',
    filters: query,
    formato: query.formato,
    rows: rows.length,
    requestId: act.requestId,
  });
  return tableFile(
    {
      sheet: 'Prácticas',
      header: [
        'Id',
        'Práctica',
        'Empresa',
        'Candidato',
        'Estado',
        'Inicio',
        'Fin',
        'Documentos',
        'Documentos pendientes',
      ],
      rows: rows.map((r) => [
        String(r.idPractica),
        r.titulo,
        r.empresa,
        r.candidato,
        exportText(internshipStateNames[r.estado], lang),
        r.fechaInicio,
        r.fechaFin,
        String(r.numDocumentos),
        String(r.numDocumentosPendientes),
      ]),
    },
    query.formato,
    'practicas',
    lang,
  );
}
