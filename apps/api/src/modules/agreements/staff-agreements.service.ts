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
  type staffAgreementExportQuerySchema,
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
import type { PrivateFile } from '../../lib/send-file.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { billingAccounts } from '../billing-accounts/billing-accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { companyContacts } from '../company-contacts/company-contacts.table.ts';
import { users } from '../users/users.table.ts';
import { sha256 } from '../../lib/pdf/index.ts';
import { agreementNotice } from './agreement-notices.ts';
import { expireDue, storedAgreementFile, type AgreementFileKind } from './agreements.service.ts';
import { agreementEvents, agreements, type AgreementRow } from './agreements.table.ts';
import {
  exportText,
  stateWord,
  yesNo,
  type ExportLanguage,
  type ExportText,
} from '../../lib/export-texts.ts';
import { notifyCompany } from './company-notices.ts';
import { exportTable } from '../../lib/table-export.ts';

type ListQuery = z.output<typeof staffAgreementListQuerySchema>;
type ExportQuery = z.output<typeof staffAgreementExportQuerySchema>;

const statusOf = (estado: string): AgreementStatus => agreementStatusSchema.parse(estado);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(query: Omit<ListQuery, 'pagina' | 'porPagina'>): SQL | undefined {
  const texto = query.texto?.trim();
  const like = texto ? `%${escapeLike(texto)}%` : null;
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

const itemColumns = { a: agreements, empresa: companies.nombreComercial, cif: companies.cif };

function toItem(row: { a: AgreementRow; empresa: string; cif: string }): StaffAgreementItem {
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
  const [rows, [total], perState] = await Promise.all([
    ctx.db
      .select(itemColumns)
      .from(agreements)
      .innerJoin(companies, eq(companies.id, agreements.companyId))
      .where(where)
      .orderBy(desc(agreements.createdAt), desc(agreements.id))
      .limit(query.porPagina)
      .offset((query.pagina - 1) * query.porPagina),
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

async function loadDetail(db: Db, id: number): Promise<StaffAgreementDetail> {
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

const lock = async (db: Db, id: number) =>
  (await db.select().from(agreements).where(eq(agreements.id, id)).for('update'))[0];

const auditView = (row: AgreementRow) => ({
  estado: row.estado,
  motivo: row.motivo,
  countersignedSha256: row.countersignedSha256,
});

const refuse = (mensaje: string) =>
  new AppError(Codes.STATE_CHANGE_NOT_ALLOWED, { httpStatus: 409, message: mensaje });

/**
 * A staff transition: checked against the current state under a row lock, written
 * with its event, its audit row and the company's notifications in one transaction; the emails
 * go out after the commit.
 */
export async function changeAgreementState(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  to: StaffAgreementAction,
  motivo: string | null = null,
): Promise<StaffAgreementDetail> {
  const { send } = await ctx.db.transaction(async (tx) => {
    const current = await lock(tx, id);
    if (!current) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const from = statusOf(current.estado);
    if (!(staffAgreementActions[to] as readonly AgreementStatus[]).includes(from)) {
      throw refuse(
        `Un convenio en estado «${agreementStatusTexts[from]}» no puede pasar a «${agreementStatusTexts[to]}».`,
      );
    }
    if (to === 'formalizado' && current.countersignedKey === null) {
      throw refuse('Adjunta antes el convenio firmado por la universidad.');
    }
    const [updated] = await tx
      .update(agreements)
      .set({
        estado: to,
        motivo: to === 'erroneo' ? motivo : current.motivo,
        updatedAt: new Date(),
      })
      .where(eq(agreements.id, id))
      .returning();
    if (!updated) {
      throw new AppError(Codes.NOT_FOUND);
    }
    await tx.insert(agreementEvents).values({
      agreementId: id,
      fromEstado: from,
      toEstado: to,
      userId: actor.id,
      motivo,
    });
    await recordAudit(tx, {
      actor,
      action: `convenio.${to}`,
      entity: 'convenio',
      entityId: id,
      before: auditView(current),
      after: auditView(updated),
      reason: motivo,
    });
    return {
      send: await notifyCompany(ctx, tx, current.companyId, agreementNotice(id, to, motivo)),
    };
  });
  await send();
  return loadDetail(ctx.db, id);
}

/** Gestion/adjuntarConvenioFormalizado: the countersigned PDF (PDF by content, ≤ 2 MB, else 46). */
export async function uploadCountersigned(
  ctx: AppContext,
  actor: AuditActor,
  body: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
): Promise<StaffAgreementDetail> {
  const exists = (
    await ctx.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.id, body.idConvenio))
  )[0];
  if (!exists) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await checkUpload(
    {
      ficheroB64ParaAltas: body.ficheroB64,
      extension_adjunto: body.extension_adjunto,
      nombre: `convenio-${String(body.idConvenio)}-formalizado.pdf`,
    },
    { pdfOnly: true },
  );
  const key = await ctx.storage.put(file.data, 'pdf');
  try {
    const previousKey = await ctx.db.transaction(async (tx) => {
      const current = await lock(tx, body.idConvenio);
      if (!current) {
        throw new AppError(Codes.NOT_FOUND);
      }
      const estado = statusOf(current.estado);
      if (!countersignableStatuses.includes(estado)) {
        throw refuse(
          `Solo se adjunta el convenio firmado por la universidad cuando está enviado a secretaría (ahora: «${agreementStatusTexts[estado]}»).`,
        );
      }
      const [updated] = await tx
        .update(agreements)
        .set({
          countersignedKey: key,
          countersignedSha256: sha256(file.data),
          countersignedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(agreements.id, current.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'convenio.adjuntar_formalizado',
        entity: 'convenio',
        entityId: current.id,
        before: auditView(current),
        after: updated ? auditView(updated) : null,
      });
      return current.countersignedKey;
    });
    if (previousKey) {
      await ctx.storage.remove(previousKey);
    }
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  return loadDetail(ctx.db, body.idConvenio);
}

/** Any agreement's PDF for the careers office. */
export async function staffAgreementFile(
  ctx: AppContext,
  id: number,
  which: AgreementFileKind,
): Promise<PrivateFile> {
  const [row] = await ctx.db.select().from(agreements).where(eq(agreements.id, id));
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return storedAgreementFile(ctx, row, which);
}

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
    .orderBy(desc(agreements.createdAt), desc(agreements.id));
  const items = rows.map(toItem);
  return exportTable(
    query.formato,
    {
      sheet: 'Convenios',
      fileName: 'convenios',
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
    lang,
  );
}

/** Companies to choose from in the back-office filters and the new-invoice form. */
export async function companyOptions(ctx: AppContext): Promise<StaffCompanyOption[]> {
  const rows = await ctx.db
    .select({ id: companies.id, nombre: companies.nombreComercial, cif: companies.cif })
    .from(companies)
    .orderBy(asc(companies.nombreComercial));
  return rows.map((r) => ({ idEmpresa: r.id, nombre: r.nombre, cif: r.cif }));
}
