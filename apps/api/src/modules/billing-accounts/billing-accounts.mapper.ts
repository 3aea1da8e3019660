import type { BillingAccount, BillingAccountBody } from '@portal/contracts';
import { ID_ESPANA } from '../domains/data/index.ts';
import { provinceName } from '../domains/domain-lookups.ts';
import type { BillingAccountValues } from './billing-accounts.repository.ts';
import type { BillingAccountRow } from './billing-accounts.table.ts';

export function toBillingAccount(row: BillingAccountRow): BillingAccount {
  return {
    idCuenta: row.id,
    NombreFiscal: row.nombreFiscal,
    CIF: row.cif,
    requiereEnvioPostalFacturas: row.requiereEnvioPostalFacturas,
    domicilioFiscal: row.domicilioFiscal,
    idProvincia: row.idProvincia,
    Provincia:
      row.idProvincia === null
        ? (row.provincia ?? '')
        : (provinceName(row.idProvincia) ?? String(row.idProvincia)),
    provincia: row.provincia,
    poblacion: row.poblacion,
    idPais: row.idPais,
    cp: row.cp,
    domicilioEnvioPostal: row.domicilioEnvioPostal,
    SWIFT: row.swift,
  };
}

/** A Spanish account keeps the province id, a foreign one its text; no postal address unless asked. */
export function toAccountValues(body: BillingAccountBody): BillingAccountValues {
  const spain = body.idPais === ID_ESPANA;
  return {
    nombreFiscal: body.NombreFiscal,
    cif: body.CIF,
    domicilioFiscal: body.domicilioFiscal,
    idPais: body.idPais,
    idProvincia: spain ? (body.idProvincia ?? null) : null,
    provincia: spain ? null : (body.provincia ?? null),
    poblacion: body.poblacion,
    cp: body.cp,
    requiereEnvioPostalFacturas: body.requiereEnvioPostalFacturas,
    domicilioEnvioPostal: body.requiereEnvioPostalFacturas
      ? (body.domicilioEnvioPostal ?? null)
      : null,
    swift: body.SWIFT ?? null,
  };
}
