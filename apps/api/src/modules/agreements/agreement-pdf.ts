import type { AppContext } from '../../context.ts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { getDocumentSettings } from '../document-settings/document-settings.ts';
import { renderAgreementDocument } from './agreement-document.ts';
import type * as repo from './agreements.repository.ts';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

type AgreementData = Omit<repo.AgreementValues, 'pdfKey' | 'pdfSha256'>;

type CompanyRow = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

type ContactRow = Awaited<ReturnType<typeof repo.findOwnContact>>;

type AccountRow = Awaited<ReturnType<typeof repo.findOwnBillingAccount>>;

/** The agreement document: both parties and the clauses; contact, billing, payment and the IBAN mandate in its annex. */
export async function renderAgreementPdf(
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
