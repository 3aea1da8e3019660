import {
  agreementCalls,
  callUrl,
  Codes,
  ibanFromWire,
  isValidIban,
  type AgreementCreated,
  type AgreementRequest,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUpload } from '../../lib/uploads.ts';
import { sha256 } from '../../lib/sha256.ts';
import * as repo from './agreements.repository.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { agreementReasons } from './agreement-reasons.ts';

const blankToNull = (value: string | undefined) =>
  value === undefined || value === '' ? null : value;

/**
 * addConvenioEmpresa: checks the brand flag, the contact and billing account (this company's only)
 * and the IBAN (73), renders the agreement PDF once in the language the company asked in (SHA-256
 * recorded), stores the agreement with its first event and saves the entered data in the company
 * profile, in one transaction.
 */
export async function createAgreement(
  ctx: AppContext,
  companyId: number,
  userId: number,
  data: AgreementRequest,
  lang: 'es' | 'en' = 'es',
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
    idioma: lang,
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
        motivo: agreementReasons.generated.es,
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
