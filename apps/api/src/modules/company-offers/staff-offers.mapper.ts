import {
  offerProfileOf,
  offerStateNames,
  type StaffOfferDecision,
  type StaffOfferItem,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { isExpired } from './company-offers.policy.ts';
import type { OfferRow } from '../offers/offers.table.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import type { StaffOfferRow } from './staff-offers.repository.ts';

const stateName = (estado: number) => offerStateNames[estado] ?? String(estado);

export function toStaffOfferItem(row: StaffOfferRow, today: string): StaffOfferItem {
  const { idPerfil, paraTitulados } = offerProfileOf(row.familia);
  return {
    idOferta: row.id,
    titulo: row.titulo,
    familia: row.familia,
    idPerfil,
    paraTitulados,
    idEstado: row.estado,
    Estado: stateName(row.estado),
    idEmpresa: row.companyId,
    empresa: row.empresa,
    cif: row.cif,
    empresaValidada: row.empresaValidada,
    fecha: toDdMmYyyy(row.fechaPublicacion),
    fechaFinInscripcion:
      row.fechaFinInscripcion === null ? null : toDdMmYyyy(row.fechaFinInscripcion),
    caducada: isExpired(row, today),
    motivoRechazo: row.motivoRechazo,
    cambiosSolicitados: row.cambiosSolicitados,
    numCandidatos: row.numCandidatos,
    urlAcceso: offerUrl(row.id, row.titulo),
  };
}

export const toStaffOfferDecision = (row: OfferRow): StaffOfferDecision => ({
  idOferta: row.id,
  idEstado: row.estado,
  Estado: stateName(row.estado),
  motivoRechazo: row.motivoRechazo,
});
