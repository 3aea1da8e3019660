import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema.ts';
import { DAY_MS } from '../lib/dates.ts';

type InvoiceState = 'pendiente' | 'pagada' | 'anulada';

/** An invoice row of a company, its PDF rendered on first download. */
export const invoiceRow = (
  companyId: number,
  numero: string,
  fecha: Date,
  concepto: string,
  importe: string,
  estado: InvoiceState,
) => ({ companyId, numero, fecha, concepto, importe, estado });

/**
 * Six invoices over three years (prefix H unless told: numbers are unique): one two years ago,
 * three last year (one cancelled), two this year (one pending, this month).
 */
export async function buildInvoiceHistory(
  db: Db,
  companyId: number,
  now = new Date(),
  prefix = 'H',
) {
  const year = now.getUTCFullYear();
  const row = (
    y: number,
    n: number,
    month: number,
    concepto: string,
    importe: string,
    estado: InvoiceState,
  ) =>
    invoiceRow(
      companyId,
      `${prefix}-${String(y)}-${String(n).padStart(4, '0')}`,
      new Date(Date.UTC(y, month, 10)),
      concepto,
      importe,
      estado,
    );
  await db
    .insert(invoices)
    .values([
      row(year - 2, 31, 4, 'Gestión de prácticas curriculares', '242.00', 'pagada'),
      row(year - 1, 18, 1, 'Participación en el Foro de Empleo', '605.00', 'pagada'),
      row(year - 1, 77, 8, 'Gestión de prácticas extracurriculares', '363.00', 'anulada'),
      row(year - 1, 78, 8, 'Gestión de prácticas (rectificada)', '302.50', 'pagada'),
      row(year, 5, 0, 'Gestión de prácticas de verano', '484.00', 'pagada'),
      row(year, 41, now.getUTCMonth(), 'Publicación destacada de ofertas', '121.00', 'pendiente'),
    ]);
}

/**
 * Three invoices (numbered `<prefix>-<year>-<n>`, F unless told: numbers are unique): one paid
 * last year, one paid and one pending this year.
 */
export async function buildThreeInvoices(
  db: Db,
  companyId: number,
  prefix = 'F',
  now = new Date(),
) {
  const year = now.getUTCFullYear();
  await db
    .insert(invoices)
    .values([
      invoiceRow(
        companyId,
        `${prefix}-${String(year - 1)}-0412`,
        new Date(Date.UTC(year - 1, 9, 15)),
        'Gestión de prácticas curriculares (curso anterior)',
        '350.00',
        'pagada',
      ),
      invoiceRow(
        companyId,
        `${prefix}-${String(year)}-0087`,
        new Date(Date.UTC(year, 2, 3)),
        'Gestión de prácticas extracurriculares',
        '726.00',
        'pagada',
      ),
      invoiceRow(
        companyId,
        `${prefix}-${String(year)}-0231`,
        new Date(now.getTime() - 10 * DAY_MS),
        'Participación en el Foro de Empleo',
        '1210.00',
        'pendiente',
      ),
    ]);
}
