import {
  agreementCalls,
  agreementStatusSchema,
  agreementStatusTexts,
  callUrl,
  maskIban,
  splitIbanIntoBoxes,
  type Agreement,
  type AgreementProfile,
} from '@portal/contracts';
import type { AgreementProfileRow, AgreementRow } from './agreements.table.ts';

export function toAgreement(row: AgreementRow): Agreement {
  const estado = agreementStatusSchema.parse(row.estado);
  return {
    idConvenio: row.id,
    fecha: row.createdAt.toISOString(),
    estado,
    estadoTexto: agreementStatusTexts[estado],
    enlace: callUrl(agreementCalls.download, { params: { id: row.id } }),
    enlaceFirmado: row.signedKey
      ? callUrl(agreementCalls.downloadSigned, { params: { id: row.id } })
      : null,
    enlaceFormalizado: row.countersignedKey
      ? callUrl(agreementCalls.downloadCountersigned, { params: { id: row.id } })
      : null,
    enlaceAdjunto: row.adjuntoKey
      ? callUrl(agreementCalls.downloadAttachment, { params: { id: row.id } })
      : null,
    fechaFirmaEmpresa: row.signedAt ? row.signedAt.toISOString() : null,
    tramitacionManual: row.tramitacionManual,
    pagoDomiciliado: row.pagoDomiciliado,
    ibanEnmascarado: row.iban ? maskIban(row.iban) : null,
    firmante: `${row.firmanteNombre} ${row.firmanteApellidos}`,
    motivo: row.motivo,
  };
}

export function toAgreementProfile(row: AgreementProfileRow): AgreementProfile {
  return {
    idContactoEmpresaGestion: row.contactId,
    idCuentaFacturacion: row.billingAccountId,
    tramitacionManual: row.tramitacionManual,
    requierePedido: row.requierePedido,
    pedidoAnual: row.pedidoAnual,
    numeroPedido: row.numeroPedido,
    pagoDomiciliado: row.pagoDomiciliado,
    ibanDomiciliacion: row.iban ? splitIbanIntoBoxes(row.iban).join(',') : null,
    datosFirmante: {
      nombre: row.firmanteNombre,
      apellidos: row.firmanteApellidos,
      cargo: row.firmanteCargo,
      email: row.firmanteEmail,
    },
  };
}
