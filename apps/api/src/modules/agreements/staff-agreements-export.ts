import { type staffAgreementExportQuerySchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { companies } from '../companies/companies.table.ts';
import { expireDue } from './agreement-expiry.service.ts';
import { agreements } from './agreements.table.ts';
import {
  exportText,
  stateWord,
  yesNo,
  type ExportLanguage,
  type ExportText,
} from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { agreementOrder, filtersOf, itemColumns, toItem } from './staff-agreements.service.ts';

type ExportQuery = z.output<typeof staffAgreementExportQuerySchema>;

const exportHeader: readonly ExportText[] = [
  'Convenio',
  'Empresa',
  'CIF',
  'Estado',
  'Fecha',
  'Última modificación',
  'Firmante',
  'Caducidad',
  'Firmado por la empresa',
  'Firmado por la universidad',
];

/** Gestion/exportaConvenios: every agreement matching the filters (no paging). */
export async function exportAgreements(
  ctx: AppContext,
  query: ExportQuery,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  await expireDue(ctx);
  const rows = await ctx.db
    .select(itemColumns)
    .from(agreements)
    .innerJoin(companies, eq(companies.id, agreements.companyId))
    .where(filtersOf(query))
    .orderBy(...agreementOrder(query.orden));
  const items = rows.map(toItem);
  return tableFile(
    {
      sheet: 'Convenios',
      header: exportHeader,
      rows: items.map((i) => [
        String(i.idConvenio),
        i.empresa,
        i.cif,
        stateWord(i.estadoTexto, lang),
        i.fecha.slice(0, 10),
        i.actualizado.slice(0, 10),
        i.firmante,
        i.fechaCaducidad ?? exportText('Sin caducidad', lang),
        yesNo(i.tieneFirmaEmpresa, lang),
        yesNo(i.tieneFirmaUniversidad, lang),
      ]),
    },
    query.formato,
    'convenios',
    lang,
  );
}
