import type { Db } from '../db/client.ts';
import type { AgreementInState } from '../db/seed/demo-builders.ts';
import { isoDay } from '../db/seed/ids.ts';
import { agreementEvents, agreements } from '../db/schema.ts';
import { validCif } from './back-office-client.ts';
import { buildBillingAccount, buildManagementContact } from './fixture-company-data.ts';
import { DAY_MS } from '../lib/dates.ts';

/** An agreement in `estado`, reached through `path` (its event history), made `days` ago. */
export type AgreementSpec = AgreementInState;

const signed = ['generado', 'firmado_empresa'];
const sent = [...signed, 'enviado_secretaria'];

/** One agreement in each of the six states, newest «generado» (with an order number). */
export const agreementsInEveryState = (now = new Date()): AgreementSpec[] => [
  { estado: 'formalizado', path: [...sent, 'formalizado'], days: 400 },
  {
    estado: 'caducado',
    path: ['generado', 'caducado'],
    days: 300,
    extra: { sinCaducidad: false, fechaCaducidad: isoDay(now, -30) },
  },
  {
    estado: 'erroneo',
    path: ['generado', 'erroneo'],
    days: 120,
    extra: { motivo: 'El CIF del firmante no coincide con el de la empresa.' },
  },
  { estado: 'enviado_secretaria', path: sent, days: 60 },
  { estado: 'firmado_empresa', path: signed, days: 20, extra: { tramitacionManual: true } },
  {
    estado: 'generado',
    path: ['generado'],
    days: 5,
    extra: { requierePedido: true, pedidoAnual: true, numeroPedido: 'PED-2026-114' },
  },
];

/** Seven agreements: one in each state but two signed by the company (15 and 10 days ago). */
export const sevenAgreements = (now = new Date()): AgreementSpec[] => [
  { estado: 'formalizado', path: [...sent, 'formalizado'], days: 500 },
  {
    estado: 'caducado',
    path: ['generado', 'caducado'],
    days: 380,
    extra: { sinCaducidad: false, fechaCaducidad: isoDay(now, -15) },
  },
  {
    estado: 'erroneo',
    path: ['generado', 'erroneo'],
    days: 90,
    extra: { motivo: 'Falta el cargo del firmante.' },
  },
  { estado: 'enviado_secretaria', path: sent, days: 45 },
  { estado: 'firmado_empresa', path: signed, days: 15 },
  { estado: 'firmado_empresa', path: signed, days: 10 },
  {
    estado: 'generado',
    path: ['generado'],
    days: 4,
    extra: { sinCaducidad: false, fechaCaducidad: isoDay(now, 200) },
  },
];

/**
 * A company's agreements with their event history, a management contact and a billing account;
 * signed by the company's user (PDFs rendered on the first download).
 */
export async function buildAgreements(
  db: Db,
  owner: { companyId: number; user: { id: number; email: string; nombre: string } },
  rows: AgreementSpec[],
) {
  const contact = await buildManagementContact(db, owner.companyId);
  const account = await buildBillingAccount(db, { id: owner.companyId, cif: validCif() });
  const now = Date.now();
  const ids: number[] = [];
  for (const r of rows) {
    const createdAt = new Date(now - r.days * DAY_MS);
    const [row] = await db
      .insert(agreements)
      .values({
        companyId: owner.companyId,
        contactId: contact.id,
        billingAccountId: account.id,
        firmanteNombre: owner.user.nombre,
        firmanteApellidos: 'Firmante Prueba',
        firmanteCargo: 'Director de recursos humanos',
        firmanteEmail: owner.user.email,
        createdBy: owner.user.id,
        tramitacionManual: false,
        pagoDomiciliado: false,
        ...r.extra,
        estado: r.estado,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (r.path.length - 1) * 3 * DAY_MS),
      })
      .returning({ id: agreements.id });
    if (!row) {
      throw new Error('agreement not built');
    }
    ids.push(row.id);
    await db.insert(agreementEvents).values(
      r.path.map((estado, i) => ({
        agreementId: row.id,
        fromEstado: i === 0 ? null : (r.path[i - 1] ?? null),
        toEstado: estado,
        userId: estado === 'generado' || estado === 'firmado_empresa' ? owner.user.id : null,
        motivo: estado === 'erroneo' ? (r.extra?.motivo ?? null) : null,
        createdAt: new Date(createdAt.getTime() + i * 3 * DAY_MS),
      })),
    );
  }
  return { contact, account, ids };
}
