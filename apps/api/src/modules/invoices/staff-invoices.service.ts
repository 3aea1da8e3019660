import {
  callUrl,
  Codes,
  invoiceStatusTexts,
  staffInvoiceCalls,
  type staffInvoiceExportQuerySchema,
  type staffInvoiceListQuerySchema,
  type InvoiceStatus,
  type StaffInvoice,
} from '@portal/contracts';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { exportText, stateWord, type ExportLanguage } from '../../lib/export-texts.ts';
import { tableFile } from '../../lib/table-export.ts';
import { companies } from '../companies/companies.table.ts';
import { storedInvoiceFile } from './invoices.service.ts';
import { invoices, type InvoiceRow } from './invoices.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';

type ListQuery = z.output<typeof staffInvoiceListQuerySchema>;

export const statusOf = (estado: string): InvoiceStatus =>
  estado === 'pagada' || estado === 'anulada' ? estado : 'pendiente';

const columns = { i: invoices, empresa: companies.nombreComercial, cif: companies.cif };

export function toStaffInvoice(row: { i: InvoiceRow; empresa: string; cif: string }): StaffInvoice {
  const estado = statusOf(row.i.estado);
  return {
    idFactura: row.i.id,
    idEmpresa: row.i.companyId,
    empresa: row.empresa,
    cif: row.cif,
    numero: row.i.numero,
    fecha: row.i.fecha.toISOString(),
    concepto: row.i.concepto,
    importe: row.i.importe,
    estado,
    estadoTexto: invoiceStatusTexts[estado],
    subida: row.i.origen === 'subida',
    enlace: callUrl(staffInvoiceCalls.download, { params: { id: row.i.id } }),
  };
}

function filtersOf(q: ListQuery): SQL | undefined {
  const texto = q.texto?.trim();
  const pattern = texto ? likeContaining(texto) : null;
  return and(
    q.anio === undefined ? undefined : gte(invoices.fecha, new Date(Date.UTC(q.anio, 0, 1))),
    q.anio === undefined ? undefined : lt(invoices.fecha, new Date(Date.UTC(q.anio + 1, 0, 1))),
    q.estado ? eq(invoices.estado, q.estado) : undefined,
    q.idEmpresa ? eq(invoices.companyId, q.idEmpresa) : undefined,
    pattern
      ? or(
          ilike(invoices.numero, pattern),
          ilike(invoices.concepto, pattern),
          ilike(companies.nombreComercial, pattern),
          ilike(companies.cif, pattern),
        )
      : undefined,
  );
}

export const select = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.fecha), desc(invoices.id));

/** Gestion/dameFacturas. */
export async function listStaffInvoices(ctx: AppContext, q: ListQuery): Promise<StaffInvoice[]> {
  return (await select(ctx.db, filtersOf(q))).map(toStaffInvoice);
}

export const findStaffInvoice = async (db: Db, id: number) => {
  const [row] = await select(db, eq(invoices.id, id));
  return row ? toStaffInvoice(row) : undefined;
};

export async function staffInvoiceFile(ctx: AppContext, id: number): Promise<PrivateFile> {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return storedInvoiceFile(ctx, row);
}

/** Gestion/exportaFacturas. */
export async function exportInvoices(
  ctx: AppContext,
  q: z.output<typeof staffInvoiceExportQuerySchema>,
  lang: ExportLanguage = 'es',
): Promise<PrivateFile> {
  const items = await listStaffInvoices(ctx, q);
  return tableFile(
    {
      sheet: 'Facturas',
      header: ['Número', 'Fecha', 'Empresa', 'CIF', 'Concepto', 'Importe (€)', 'Estado', 'Origen'],
      rows: items.map((i) => [
        i.numero,
        i.fecha.slice(0, 10),
        i.empresa,
        i.cif,
        i.concepto,
        i.importe,
        stateWord(i.estadoTexto, lang),
        exportText(i.subida ? 'Subida' : 'Generada', lang),
      ]),
    },
    q.formato,
    'facturas',
    lang,
  );
}
