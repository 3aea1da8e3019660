import {
  agreementCalls,
  agreementUploadableStatuses,
  callUrl,
  Codes,
  ibanFromWire,
  isValidIban,
  spanishToday,
  type Agreement,
  type AgreementCreated,
  type AgreementProfile,
  type AgreementRequest,
  type AgreementStatus,
} from '@portal/contracts';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { PrivateFile } from '../../lib/send-file.ts';
import { checkUpload, mimeOfStored } from '../../lib/uploads.ts';
import { sha256 } from '../../lib/pdf/index.ts';
import { getDocumentSettings } from '../document-settings/document-settings.ts';
import { renderAgreementDocument } from './agreement-document.ts';
import { agreementNotice } from './agreement-notices.ts';
import { notifyCompany, sendAll } from './company-notices.ts';
import { toAgreement, toAgreementProfile } from './agreements.mapper.ts';
import * as repo from './agreements.repository.ts';
import { agreementEvents, agreements, type AgreementRow } from './agreements.table.ts';

const blankToNull = (value: string | undefined) =>
  value === undefined || value === '' ? null : value;
const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** States an agreement can still leave (expiry applies only to these). */
const nonFinal: readonly AgreementStatus[] = ['generado', 'firmado_empresa', 'enviado_secretaria'];

type AgreementData = Omit<repo.AgreementValues, 'pdfKey' | 'pdfSha256'>;
type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;
type ContactRow = Awaited<ReturnType<typeof repo.findOwnContact>>;
type AccountRow = Awaited<ReturnType<typeof repo.findOwnBillingAccount>>;

/** The agreement document: both parties and the clauses; contact, billing, payment and the IBAN mandate in its annex. */
async function renderAgreementPdf(
  ctx: AppContext,
  company: CompanyRow,
  contact: ContactRow,
  account: AccountRow,
  a: AgreementData,
  creado = new Date(),
): Promise<Buffer> {
  return renderAgreementDocument({
    universidad: await getDocumentSettings(ctx),
    entidad: {
      razonSocial: company.razonSocial,
      cif: company.cif,
      direccion: [company.direccion, company.cp].filter(Boolean).join(', ') || '—',
      representante: `${a.firmanteNombre} ${a.firmanteApellidos}`,
      cargo: a.firmanteCargo,
    },
    referencia: `${company.cif}-${creado.toISOString().slice(0, 10)}`,
    creado,
    anexo: [
      {
        titulo: 'Entidad colaboradora',
        lineas: [
          ['Razón social', company.razonSocial],
          ['Nombre comercial', company.nombreComercial],
          ['CIF', company.cif],
          ['Dirección', [company.direccion, company.cp].filter(Boolean).join(', ') || '—'],
        ],
      },
      {
        titulo: 'Persona firmante',
        lineas: [
          ['Nombre', `${a.firmanteNombre} ${a.firmanteApellidos}`],
          ['Cargo', a.firmanteCargo],
          ['Correo electrónico', a.firmanteEmail ?? '—'],
          ...(a.firmanteDni ? [['DNI', a.firmanteDni] as const] : []),
          ...(a.firmanteTelefono ? [['Teléfono', a.firmanteTelefono] as const] : []),
        ],
      },
      {
        titulo: 'Contacto de gestión',
        lineas: contact
          ? [
              ['Nombre', `${contact.nombre} ${contact.apellidos}`],
              ['Puesto', contact.puesto],
              ['Correo electrónico', contact.email ?? '—'],
              ['Teléfono', contact.telefono1],
            ]
          : [['Nombre', '—']],
      },
      {
        titulo: 'Tramitación y facturación',
        lineas: [
          [
            'Tramitación',
            a.tramitacionManual ? 'En papel' : 'Digital (electrónica con certificado)',
          ],
          ['Requiere número de pedido', yesNo(a.requierePedido ?? false)],
          ...(a.requierePedido ? [['Pedido anual', yesNo(a.pedidoAnual ?? false)] as const] : []),
          ...(a.numeroPedido ? [['Número de pedido', a.numeroPedido] as const] : []),
          [
            'Vigencia',
            a.fechaCaducidad ? `Hasta el ${toDdMmYyyy(a.fechaCaducidad)}` : 'Sin caducidad',
          ],
          ...(account
            ? ([
                ['Cuenta de facturación', `${account.nombreFiscal} (${account.cif})`],
                [
                  'Domicilio fiscal',
                  `${account.domicilioFiscal}, ${account.cp} ${account.poblacion}`,
                ],
              ] as const)
            : []),
          ['Forma de pago', a.pagoDomiciliado ? 'Domiciliación' : 'Transferencia'],
        ],
      },
      ...(a.iban
        ? [
            {
              titulo: 'Orden de domiciliación de adeudo directo SEPA',
              lineas: [
                ['Titular', account ? account.nombreFiscal : company.razonSocial],
                ['IBAN', a.iban.replace(/(.{4})/g, '$1 ').trim()],
                [
                  null,
                  'Mediante la firma de esta orden, el titular autoriza a la universidad a enviar instrucciones a su entidad para adeudar su cuenta.',
                ],
              ] as const,
            },
          ]
        : []),
    ],
  });
}

/**
 * addConvenioEmpresa: checks the brand flag, the contact and billing account (this company's only)
 * and the IBAN (73), renders the agreement PDF once (SHA-256 recorded), stores the agreement with
 * its first event and saves the entered data in the company profile, in one transaction.
 */
export async function createAgreement(
  ctx: AppContext,
  companyId: number,
  userId: number,
  data: AgreementRequest,
): Promise<AgreementCreated> {
  const brand = await ctx.brand.get();
  if (!brand.canCrearConvenios) {
    throw new AppError(Codes.FORBIDDEN);
  }
  let iban: string | null = null;
  if (data.pagoDomiciliado) {
    iban = ibanFromWire(data.ibanDomiciliacion ?? '');
    if (!isValidIban(iban)) {
      throw new AppError(Codes.INVALID_IBAN, {
        datos: {
          errores: [
            { campo: 'ibanDomiciliacion', codigo: 'iban', mensaje: 'El campo está mal formado' },
          ],
        },
      });
    }
  }
  // The request's attachment is checked like every upload (type by content, 5 MB; 46 otherwise).
  const attachment = data.adjunto
    ? await checkUpload({
        ficheroB64ParaAltas: data.adjunto.ficheroB64,
        extension_adjunto: data.adjunto.extension_adjunto,
        nombre: 'adjunto',
      })
    : null;
  // Read before the transaction: on PGlite (one connection) ctx.db inside it would wait forever.
  const [company, contact, account] = await Promise.all([
    repo.findCompany(ctx.db, companyId),
    repo.findOwnContact(ctx.db, companyId, data.idContactoEmpresaGestion),
    repo.findOwnBillingAccount(ctx.db, companyId, data.idCuentaFacturacion),
  ]);
  if (!company || !contact || !account) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const signer = data.datosFirmante;
  const numeroPedido = data.requierePedido && data.pedidoAnual ? (data.numeroPedido ?? null) : null;
  const fechaCaducidad = data.sincaducidad ? null : (data.fechaCaducidad ?? null);
  const values = {
    estado: 'generado',
    contactId: contact.id,
    billingAccountId: account.id,
    tramitacionManual: data.tramitacionManual,
    firmanteNombre: signer.nombre,
    firmanteApellidos: signer.apellidos,
    firmanteCargo: signer.cargo,
    firmanteEmail: blankToNull(signer.email),
    firmanteDni: signer.dni ?? null,
    firmanteTelefono: signer.telefono ?? null,
    fechaCaducidad,
    sinCaducidad: data.sincaducidad,
    requierePedido: data.requierePedido,
    pedidoAnual: data.requierePedido && data.pedidoAnual,
    numeroPedido,
    pagoDomiciliado: data.pagoDomiciliado,
    iban,
    createdBy: userId,
  } satisfies repo.AgreementValues;
  const pdf = await renderAgreementPdf(ctx, company, contact, account, values);
  const pdfKey = await ctx.storage.put(pdf, 'pdf');
  const adjuntoKey = attachment
    ? await ctx.storage.put(attachment.data, attachment.extension)
    : null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertAgreement(tx, companyId, {
        ...values,
        pdfKey,
        pdfSha256: sha256(pdf),
        adjuntoKey,
        adjuntoExtension: attachment?.extension ?? null,
      });
      await repo.insertEvent(tx, {
        agreementId: inserted.id,
        fromEstado: null,
        toEstado: 'generado',
        userId,
        motivo: 'Convenio generado por la empresa',
      });
      await repo.saveProfile(tx, companyId, {
        contactId: contact.id,
        billingAccountId: account.id,
        tramitacionManual: data.tramitacionManual,
        firmanteNombre: signer.nombre,
        firmanteApellidos: signer.apellidos,
        firmanteCargo: signer.cargo,
        firmanteEmail: blankToNull(signer.email),
        requierePedido: data.requierePedido,
        pedidoAnual: data.requierePedido && data.pedidoAnual,
        numeroPedido,
        pagoDomiciliado: data.pagoDomiciliado,
        iban,
      });
      return inserted;
    });
    return {
      idConvenio: row.id,
      enlace: callUrl(agreementCalls.download, { params: { id: row.id } }),
    };
  } catch (error) {
    await ctx.storage.remove(pdfKey);
    if (adjuntoKey) {
      await ctx.storage.remove(adjuntoKey);
    }
    throw error;
  }
}

/**
 * Agreements past their fechaCaducidad in a non-final state become expired (with an event), for
 * one company or for all (back-office, the nightly job); each company is told in the portal and by
 * email. Resolves to how many expired.
 */
export async function expireDue(ctx: AppContext, companyId?: number): Promise<number> {
  const today = spanishToday();
  const sends = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(agreements)
      .set({ estado: 'caducado', updatedAt: new Date() })
      .where(
        and(
          companyId === undefined ? undefined : eq(agreements.companyId, companyId),
          inArray(agreements.estado, [...nonFinal]),
          isNotNull(agreements.fechaCaducidad),
          lt(agreements.fechaCaducidad, today),
        ),
      )
      .returning({ id: agreements.id, companyId: agreements.companyId });
    if (due.length === 0) {
      return [];
    }
    await tx.insert(agreementEvents).values(
      due.map((d) => ({
        agreementId: d.id,
        fromEstado: null,
        toEstado: 'caducado',
        userId: null,
        motivo: 'Fecha de caducidad superada',
      })),
    );
    const notices = [];
    for (const d of due) {
      notices.push(
        await notifyCompany(ctx, tx, d.companyId, agreementNotice(d.id, 'caducado', null, true)),
      );
    }
    return notices;
  });
  await sendAll(sends);
  return sends.length;
}

/** dameConveniosEmpresa: the company's agreements, newest first. */
export async function listAgreements(ctx: AppContext, companyId: number): Promise<Agreement[]> {
  await expireDue(ctx, companyId);
  return (await repo.listAgreements(ctx.db, companyId)).map(toAgreement);
}

/** dameDatosConvenioEmpresa: what was last entered in the agreement form (null when nothing). */
export async function agreementProfile(
  ctx: AppContext,
  companyId: number,
): Promise<AgreementProfile | null> {
  const row = await repo.findProfile(ctx.db, companyId);
  return row ? toAgreementProfile(row) : null;
}

/** Demo rows carry no PDF yet: it is rendered from their stored data and stored once. */
async function storeMissingPdf(ctx: AppContext, row: AgreementRow): Promise<string | null> {
  const [company, contact, account] = await Promise.all([
    repo.findCompany(ctx.db, row.companyId),
    row.contactId ? repo.findOwnContact(ctx.db, row.companyId, row.contactId) : undefined,
    row.billingAccountId
      ? repo.findOwnBillingAccount(ctx.db, row.companyId, row.billingAccountId)
      : undefined,
  ]);
  if (!company) {
    return null;
  }
  const pdf = await renderAgreementPdf(ctx, company, contact, account, row, row.createdAt);
  const key = await ctx.storage.put(pdf, 'pdf');
  const stored = await repo.setPdfOnce(ctx.db, row.id, key, sha256(pdf));
  if (stored !== key) {
    await ctx.storage.remove(key);
  }
  return stored;
}

/** The generated (or signed) PDF of one of the company's agreements; 404 for anyone else's. */
export async function agreementFile(
  ctx: AppContext,
  companyId: number,
  agreementId: number,
  which: AgreementFileKind,
): Promise<PrivateFile> {
  const row = await repo.findOwnAgreement(ctx.db, companyId, agreementId);
  if (!row) {
    throw new AppError(Codes.NOT_FOUND);
  }
  return storedAgreementFile(ctx, row, which);
}

export type AgreementFileKind = 'generated' | 'signed' | 'countersigned' | 'attachment';

/** One of an agreement's PDFs (the generated one rendered and stored on first use). */
export async function storedAgreementFile(
  ctx: AppContext,
  row: AgreementRow,
  which: AgreementFileKind,
): Promise<PrivateFile> {
  if (which === 'attachment') {
    if (!row.adjuntoKey || !row.adjuntoExtension) {
      throw new AppError(Codes.NOT_FOUND);
    }
    const data = await ctx.storage.get(row.adjuntoKey);
    return {
      data,
      mime: await mimeOfStored(data, row.adjuntoExtension),
      nombre: `convenio-${String(row.id)}-adjunto.${row.adjuntoExtension}`,
    };
  }
  const key =
    which === 'generated'
      ? (row.pdfKey ?? (await storeMissingPdf(ctx, row)))
      : which === 'signed'
        ? row.signedKey
        : row.countersignedKey;
  if (!key) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const suffix = { generated: '', signed: '-firmado', countersigned: '-formalizado' }[which];
  return {
    data: await ctx.storage.get(key),
    mime: 'application/pdf',
    nombre: `convenio-${String(row.id)}${suffix}.pdf`,
  };
}

/**
 * adjuntaFicheroAlConvenioEmpresa: the signed agreement (PDF by content, ≤ 2 MB, else 46) moves it
 * to signed by company; a new upload replaces the previous one while the office has not taken it.
 */
export async function uploadSignedAgreement(
  ctx: AppContext,
  companyId: number,
  userId: number,
  body: { idConvenio: number; ficheroB64: string; extension_adjunto: string },
): Promise<Agreement> {
  const existing = await repo.findOwnAgreement(ctx.db, companyId, body.idConvenio);
  if (!existing) {
    throw new AppError(Codes.NOT_FOUND);
  }
  const file = await checkUpload(
    {
      ficheroB64ParaAltas: body.ficheroB64,
      extension_adjunto: body.extension_adjunto,
      nombre: `convenio-${String(body.idConvenio)}-firmado.pdf`,
    },
    { pdfOnly: true },
  );
  const key = await ctx.storage.put(file.data, 'pdf');
  try {
    const { row, previousKey } = await ctx.db.transaction(async (tx) => {
      const current = await repo.lockOwnAgreement(tx, companyId, body.idConvenio);
      if (!current) {
        throw new AppError(Codes.NOT_FOUND);
      }
      if (!agreementUploadableStatuses.includes(current.estado as AgreementStatus)) {
        throw new AppError(Codes.STATE_CHANGE_NOT_ALLOWED);
      }
      const updated = await repo.updateAgreement(tx, current.id, {
        estado: 'firmado_empresa',
        signedKey: key,
        signedSha256: sha256(file.data),
        signedAt: new Date(),
      });
      await repo.insertEvent(tx, {
        agreementId: current.id,
        fromEstado: current.estado,
        toEstado: 'firmado_empresa',
        userId,
        motivo:
          current.estado === 'firmado_empresa'
            ? 'La empresa sustituye el convenio firmado'
            : 'La empresa adjunta el convenio firmado',
      });
      return { row: updated, previousKey: current.signedKey };
    });
    if (previousKey) {
      await ctx.storage.remove(previousKey);
    }
    return toAgreement(row);
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}
