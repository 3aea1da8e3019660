import {
  type StaffCompanyExportQuery,
  type StaffCompanyList,
  type StaffCompanyListQuery,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { exportText, yesNo, type ExportLanguage, type ExportText } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import * as repo from './staff-companies-admin.repository.ts';
import { toRow } from './staff-company-sheet.ts';
import { pageWindow } from '../../lib/page-window.ts';

export async function listStaffCompanies(
  ctx: AppContext,
  query: StaffCompanyListQuery,
): Promise<StaffCompanyList> {
  const search = { texto: query.texto, estado: query.estado, orden: query.orden };
  const page = pageWindow(query);
  const [rows, total] = await Promise.all([
    repo.listCompanies(ctx.db, search, page),
    repo.countCompanies(ctx.db, search),
  ]);
  return { empresas: rows.map(toRow), total };
}

const stateLabel = (row: repo.StaffCompanyDbRow): ExportText =>
  row.bloqueada ? 'Bloqueada' : row.validada ? 'Validada' : 'Pendiente de validación';

export async function exportStaffCompanies(
  ctx: AppContext,
  query: StaffCompanyExportQuery,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const rows = await repo.listCompanies(ctx.db, {
    texto: query.texto,
    estado: query.estado,
    orden: query.orden,
  });
  return tableFile(
    {
      sheet: 'Empresas',
      header: [
        'CIF',
        'Nombre comercial',
        'Razón social',
        'Email',
        'Teléfono',
        'Alta',
        'Estado',
        'Usuarios',
        'Ofertas',
        'CIF duplicado',
      ],
      rows: rows.map((row) => [
        row.cif,
        row.nombreComercial,
        row.razonSocial,
        row.email ?? '',
        row.telefono ?? '',
        toDdMmYyyy(row.createdAt),
        exportText(stateLabel(row), lang),
        String(row.numUsuarios),
        String(row.numOfertas),
        yesNo(row.duplicada, lang),
      ]),
    },
    query.formato,
    'empresas',
    lang,
  );
}
