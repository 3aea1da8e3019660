import {
  agreementStatusSchema,
  agreementStatusTexts,
  agreementStatuses,
  callUrl,
  Codes,
  countersignableStatuses,
  maskIban,
  staffAgreementActions,
  staffAgreementCalls,
  type staffAgreementListQuerySchema,
  type AgreementStatus,
  type StaffAgreementAction,
  type StaffAgreementDetail,
  type StaffAgreementItem,
  type StaffAgreementList,
  type StaffCompanyOption,
} from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOrderBy, textOrder } from '../../lib/list-order.ts';
import { billingAccounts } from '../billing-accounts/billing-accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { companyContacts } from '../company-contacts/company-contacts.table.ts';
import { users } from '../users/users.table.ts';
import { expireDue } from './agreement-expiry.service.ts';
import { agreementEvents, agreements, type AgreementRow } from './agreements.table.ts';
import { likeContaining } from '../../lib/sql-search.ts';
import { pageWindow } from '../../lib/page-window.ts';

type ListQuery = z.output<typeof staffAgreementListQuerySchema>;

export const statusOf = (estado: string): AgreementStatus => agreementStatusSchema.parse(estado);

export function filtersOf(query: Omit<ListQuery, 'pagina' | 'porPagina'>): SQL | undefined {
  const texto = query.texto?.trim();
  const like = texto ? likeContaining(texto) : null;
  return and(
    query.estado ? eq(agreements.estado, query.estado) : undefined,
    query.idEmpresa ? eq(agreements.companyId, query.idEmpresa) : undefined,
    like
      ? or(
          ilike(companies.nombreComercial, like),
          ilike(companies.razonSocial, like),
          ilike(companies.cif, like),
          ilike(sql`${agreements.firmanteNombre} || ' ' || ${agreements.firmanteApellidos}`, like),
          /^\d+$/.test(texto ?? '') ? eq(agreements.id, Number(texto)) : undefined,
        )
      : undefined,
  );
}

/** The list's order: the column `orden` chose, then newest first. */
export const agreementOrder = (orden: ListQuery['orden']) =>
  listOrderBy(
    orden,
    {
      numero: agreements.id,
      empresa: textOrder(companies.nombreComercial),
      fecha: agreements.createdAt,
      firmante: textOrder(
        sql`${agreements.firmanteNombre} || ' ' || ${agreements.firmanteApellidos}`,
      ),
      caducidad: agreements.fechaCaducidad,
    },
    [desc(agreements.createdAt), desc(agreements.id)],
  );

export const itemColumns = {
  a: agreements,
  empresa: companies.nombreComercial,
  cif: companies.cif,
};

export function toItem(row: { a: AgreementRow; empresa: string; cif: string }): StaffAgreementItem {
  const estado = statusOf(row.a.estado);
  return {
    idConvenio: row.a.id,
    idEmpresa: row.a.companyId,
    empresa: row.empresa,
    cif: row.cif,
    fecha: row.a.createdAt.toISOString(),
    actualizado: row.a.updatedAt.toISOString(),
    estado,
    estadoTexto: agreementStatusTexts[estado],
    firmante: `${row.a.firmanteNombre} ${row.a.firmanteApellidos}`,
    fechaCaducidad: row.a.fechaCaducidad,
    tieneFirmaEmpresa: row.a.signedKey !== null,
    tieneFirmaUniversidad: row.a.countersignedKey !== null,
  };
}

/** Gestion/dameConvenios: expires what is due, then one page of the filtered list and the counts. */
export async function listStaffAgreements(
  ctx: AppContext,
  query: ListQuery,
): Promise<StaffAgreementList> {
  await expireDue(ctx);
  const where = filtersOf(query);
  const page = pageWindow(query);
  const [rows, [total], perState] = await Promise.all([
    ctx.db
      .select(itemColumns)
      .from(agreements)
      .innerJoin(companies, eq(companies.id, agreements.companyId))
      .where(where)
      .orderBy(...agreementOrder(query.orden))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db
      .select({ n: count() })
      .from(agreements)
      .innerJoin(companies, eq(companies.id, agreements.companyId))
      .where(where),
    // The counts follow the company and text filters, not the state one: each state option says
    // how many agreements choosing it would list.
    ctx.db
      .select({ estado: agreements.estado, n: count() })
      .from(agreements)
      .innerJoin(companies, eq(companies.id, agreements.companyId))
      .where(filtersOf({ ...query, estado: undefined }))
      .groupBy(agreements.estado),
  ]);
  const porEstado = Object.fromEntries(agreementStatuses.map((s) => [s, 0])) as Record<
    AgreementStatus,
    number
  >;
  for (const p of perState) {
    porEstado[statusOf(p.estado)] = p.n;
  }
  return { convenios: rows.map(toItem), total: total?.n ?? 0, porEstado };
}

const allowedActions = (estado: AgreementStatus): StaffAgreementAction[] =>
  (Object.keys(staffAgreementActions) as StaffAgreementAction[]).filter((action) =>
    (staffAgreementActions[action] as readonly AgreementStatus[]).includes(estado),
  );

export async function loadDetail(db: Db, id: number): Promise<StaffAgreementDetail> {
  const [row] = await db
    .select({
      ...itemColumns,
      contacto: sql<
        string | null
      >`case when ${companyContacts.id} is null then null else ${companyContacts.nombre} || ' ' || ${companyContacts.apellidos} end`,
      cuenta: sql<
        string | null
      >`case when ${billingAccounts.id} is null then null else ${billingAccounts.nombreFiscal} || ' (' || ${billingAccounts.cif} || ')' end`,
    })
    .from(agreements)
    .innerJoin(companies, eq(companies.id, agreements.companyId))
    .leftJoin(companyContacts, eq(companyContacts.id, agreements.contactId))
    .leftJoin(billingAccounts, eq(billingAccounts.id, agreements.billingAccountId))
    .where(eq(agreements.id, id));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const events = await db
    .select({
      e: agreementEvents,
      usuario: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.nombre} || ' ' || ${users.apellidos} end`,
    })
    .from(agreementEvents)
    .leftJoin(users, eq(users.id, agreementEvents.userId))
    .where(eq(agreementEvents.agreementId, id))
    .orderBy(asc(agreementEvents.createdAt), asc(agreementEvents.id));
  const a = row.a;
  const estado = statusOf(a.estado);
  const params = { params: { id: a.id } };
  return {
    ...toItem(row),
    tramitacionManual: a.tramitacionManual,
    pagoDomiciliado: a.pagoDomiciliado,
    ibanEnmascarado: a.iban ? maskIban(a.iban) : null,
    requierePedido: a.requierePedido,
    numeroPedido: a.numeroPedido,
    firmanteCargo: a.firmanteCargo,
    firmanteEmail: a.firmanteEmail,
    idioma: a.idioma,
    contacto: row.contacto,
    cuentaFacturacion: row.cuenta,
    motivo: a.motivo,
    enlace: callUrl(staffAgreementCalls.download, params),
    enlaceFirmado: a.signedKey ? callUrl(staffAgreementCalls.downloadSigned, params) : null,
    enlaceFormalizado: a.countersignedKey
      ? callUrl(staffAgreementCalls.downloadCountersigned, params)
      : null,
    enlaceAdjunto: a.adjuntoKey ? callUrl(staffAgreementCalls.downloadAttachment, params) : null,
    acciones: allowedActions(estado),
    puedeAdjuntarFormalizado: countersignableStatuses.includes(estado),
    historial: events.map(({ e, usuario }) => ({
      fecha: e.createdAt.toISOString(),
      desde: e.fromEstado ? statusOf(e.fromEstado) : null,
      hasta: statusOf(e.toEstado),
      usuario,
      motivo: e.motivo,
    })),
  };
}

/** Gestion/dameConvenio/{id}. */
export async function staffAgreementDetail(
  ctx: AppContext,
  id: number,
): Promise<StaffAgreementDetail> {
  await expireDue(ctx);
  return loadDetail(ctx.db, id);
}

/** Companies to choose from in the back-office filters and the new-invoice form. */
export async function companyOptions(ctx: AppContext): Promise<StaffCompanyOption[]> {
  const rows = await ctx.db
    .select({ id: companies.id, nombre: companies.nombreComercial, cif: companies.cif })
    .from(companies)
    .orderBy(asc(companies.nombreComercial));
  return rows.map((r) => ({ idEmpresa: r.id, nombre: r.nombre, cif: r.cif }));
}
