import { z } from 'zod';

/** Invoice states of dameFacturasALTAI. */
export const invoiceStatuses = ['pendiente', 'pagada', 'anulada'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusTexts: Record<InvoiceStatus, string> = {
  pendiente: 'Pendiente de pago',
  pagada: 'Pagada',
  anulada: 'Anulada',
};

/** Filters of the invoices list: year and state (both optional). */
export const invoiceListQuerySchema = z.object({
  anio: z.coerce.number().int().min(2000).max(2100).optional(),
  estado: z.enum(invoiceStatuses).optional(),
});

export const invoiceSchema = z.object({
  idFactura: z.number().int(),
  numero: z.string(),
  fecha: z.string(),
  concepto: z.string(),
  /** Euros with two decimals, as text ('1210.00'). */
  importe: z.string(),
  estado: z.enum(invoiceStatuses),
  estadoTexto: z.string(),
  enlace: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
