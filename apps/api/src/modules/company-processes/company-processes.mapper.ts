import {
  offerProfileOf,
  offerStateNames,
  type BrandSettings,
  type CompanyProcessItem,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { isExpired, offerActions } from '../company-offers/company-offers.policy.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import type { ProcessRow } from './company-processes.repository.ts';

export function toCompanyProcess(
  row: ProcessRow,
  brand: BrandSettings,
  today: string,
): CompanyProcessItem {
  const { idPerfil, paraTitulados } = offerProfileOf(row.familia);
  return {
    idOferta: row.id,
    titulo: row.titulo,
    idEstado: row.estado,
    Estado: offerStateNames[row.estado] ?? String(row.estado),
    idPerfil,
    paraTitulados,
    familia: row.familia,
    fecha: toDdMmYyyy(row.fechaPublicacion),
    numCandidatos: row.numCandidatos,
    numCandidatosNoLeidos: row.numCandidatosNoLeidos,
    urlAcceso: offerUrl(row.id, row.titulo),
    fechaFinInscripcion:
      row.fechaFinInscripcion === null ? null : toDdMmYyyy(row.fechaFinInscripcion),
    caducada: isExpired(row, today),
    motivoRechazo: row.motivoRechazo,
    acciones: offerActions(row, brand, today),
  };
}
