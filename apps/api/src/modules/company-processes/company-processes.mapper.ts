import { offerProfileOf, offerStateNames, type CompanyProcess } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import type { ProcessRow } from './company-processes.repository.ts';

export function toCompanyProcess(row: ProcessRow): CompanyProcess {
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
  };
}
