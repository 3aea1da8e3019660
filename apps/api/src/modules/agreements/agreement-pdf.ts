import type { AppContext } from '../../context.ts';
import { spanishDay, toDdMmYyyy } from '../../lib/dates.ts';
import { getDocumentSettings } from '../document-settings/document-settings.ts';
import { renderAgreementDocument } from './agreement-document.ts';
import type * as repo from './agreements.repository.ts';

/** The annex's words in each of the portal's languages. */
const annexWords = {
  es: {
    host: 'Entidad colaboradora',
    legalName: 'Razón social',
    tradeName: 'Nombre comercial',
    taxId: 'CIF',
    address: 'Dirección',
    signer: 'Persona firmante',
    name: 'Nombre',
    position: 'Cargo',
    email: 'Correo electrónico',
    idNumber: 'DNI',
    phone: 'Teléfono',
    contact: 'Contacto de gestión',
    job: 'Puesto',
    processing: 'Tramitación y facturación',
    handling: 'Tramitación',
    onPaper: 'En papel',
    digital: 'Digital (electrónica con certificado)',
    needsOrder: 'Requiere número de pedido',
    yearlyOrder: 'Pedido anual',
    orderNumber: 'Número de pedido',
    term: 'Vigencia',
    until: (day: string) => `Hasta el ${day}`,
    noExpiry: 'Sin caducidad',
    billingAccount: 'Cuenta de facturación',
    taxAddress: 'Domicilio fiscal',
    payment: 'Forma de pago',
    directDebit: 'Domiciliación',
    transfer: 'Transferencia',
    mandate: 'Orden de domiciliación de adeudo directo SEPA',
    holder: 'Titular',
    mandateText:
      'Mediante la firma de esta orden, el titular autoriza a la universidad a enviar instrucciones a su entidad para adeudar su cuenta.',
    yes: 'Sí',
    no: 'No',
  },
  en: {
    host: 'Host organisation',
    legalName: 'Legal name',
    tradeName: 'Trade name',
    taxId: 'Tax id (CIF)',
    address: 'Address',
    signer: 'Signatory',
    name: 'Name',
    position: 'Position',
    email: 'Email',
    idNumber: 'ID number (DNI)',
    phone: 'Phone',
    contact: 'Management contact',
    job: 'Job title',
    processing: 'Processing and billing',
    handling: 'Processing',
    onPaper: 'On paper',
    digital: 'Digital (electronic, with a certificate)',
    needsOrder: 'Purchase order number required',
    yearlyOrder: 'Yearly purchase order',
    orderNumber: 'Purchase order number',
    term: 'Term',
    until: (day: string) => `Until ${day}`,
    noExpiry: 'No expiry',
    billingAccount: 'Billing account',
    taxAddress: 'Tax address',
    payment: 'Payment method',
    directDebit: 'Direct debit',
    transfer: 'Bank transfer',
    mandate: 'SEPA direct debit mandate',
    holder: 'Account holder',
    mandateText:
      'By signing this mandate, the account holder authorises the university to send instructions to their bank to debit their account.',
    yes: 'Yes',
    no: 'No',
  },
} as const;

type AgreementData = Omit<repo.AgreementValues, 'pdfKey' | 'pdfSha256'>;

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

type ContactRow = Awaited<ReturnType<typeof repo.findOwnContact>>;

type AccountRow = Awaited<ReturnType<typeof repo.findOwnBillingAccount>>;

/**
 * The agreement document in the language it was asked in (`a.idioma`): both parties and the
 * clauses; contact, billing, payment and the IBAN mandate in its annex.
 */
export async function renderAgreementPdf(
  ctx: AppContext,
  company: CompanyRow,
  contact: ContactRow,
  account: AccountRow,
  a: AgreementData,
  creado = new Date(),
): Promise<Buffer> {
  const lang = a.idioma ?? 'es';
  const w = annexWords[lang];
  const yesNo = (value: boolean) => (value ? w.yes : w.no);
  const address = [company.direccion, company.cp].filter(Boolean).join(', ') || '—';
  return renderAgreementDocument({
    universidad: await getDocumentSettings(ctx),
    entidad: {
      razonSocial: company.razonSocial,
      cif: company.cif,
      direccion: address,
      representante: `${a.firmanteNombre} ${a.firmanteApellidos}`,
      cargo: a.firmanteCargo,
    },
    // The day the document is dated with (Madrid's), not UTC's, which is yesterday until one or two.
    referencia: `${company.cif}-${spanishDay(creado)}`,
    creado,
    idioma: lang,
    anexo: [
      {
        titulo: w.host,
        lineas: [
          [w.legalName, company.razonSocial],
          [w.tradeName, company.nombreComercial],
          [w.taxId, company.cif],
          [w.address, address],
        ],
      },
      {
        titulo: w.signer,
        lineas: [
          [w.name, `${a.firmanteNombre} ${a.firmanteApellidos}`],
          [w.position, a.firmanteCargo],
          [w.email, a.firmanteEmail ?? '—'],
          ...(a.firmanteDni ? [[w.idNumber, a.firmanteDni] as const] : []),
          ...(a.firmanteTelefono ? [[w.phone, a.firmanteTelefono] as const] : []),
        ],
      },
      {
        titulo: w.contact,
        lineas: contact
          ? [
              [w.name, `${contact.nombre} ${contact.apellidos}`],
              [w.job, contact.puesto],
              [w.email, contact.email ?? '—'],
              [w.phone, contact.telefono1],
            ]
          : [[w.name, '—']],
      },
      {
        titulo: w.processing,
        lineas: [
          [w.handling, a.tramitacionManual ? w.onPaper : w.digital],
          [w.needsOrder, yesNo(a.requierePedido ?? false)],
          ...(a.requierePedido ? [[w.yearlyOrder, yesNo(a.pedidoAnual ?? false)] as const] : []),
          ...(a.numeroPedido ? [[w.orderNumber, a.numeroPedido] as const] : []),
          [w.term, a.fechaCaducidad ? w.until(toDdMmYyyy(a.fechaCaducidad)) : w.noExpiry],
          ...(account
            ? ([
                [w.billingAccount, `${account.nombreFiscal} (${account.cif})`],
                [w.taxAddress, `${account.domicilioFiscal}, ${account.cp} ${account.poblacion}`],
              ] as const)
            : []),
          [w.payment, a.pagoDomiciliado ? w.directDebit : w.transfer],
        ],
      },
      ...(a.iban
        ? [
            {
              titulo: w.mandate,
              lineas: [
                [w.holder, account ? account.nombreFiscal : company.razonSocial],
                ['IBAN', a.iban.replace(/(.{4})/g, '$1 ').trim()],
                [null, w.mandateText],
              ] as const,
            },
          ]
        : []),
    ],
  });
}
