import type { StaffApplicationExportQuery, StaffInternshipExportQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { exportText, type ExportLanguage } from '../../lib/export-texts.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { exportTable } from '../../lib/table-export.ts';
import { stateName } from '../application-states/application-states.policy.ts';
import { recordPersonalDataExport } from '../audit/audit.ts';
import {
  applicationSearch,
  internshipSearch,
  internshipStateNames,
  toApplicationRow,
  toInternshipRow,
} from './staff-applications.service.ts';
import type { StaffAct } from './staff-companies-admin.service.ts';
import * as repo from './staff-applications.repository.ts';

/*
 * The back-office's application and internship lists as files. Each export is personal data
 * leaving the portal, so it writes its audit row (filters, format, rows) before the file goes.
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
  return exportTable(
    query.formato,
    {
      sheet: 'Candidaturas',
      fileName: 'candidaturas',
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
    lang,
  );
}

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
  return exportTable(
    query.formato,
    {
      sheet: 'Prácticas',
      fileName: 'practicas',
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
    lang,
  );
}
