import type { ApplicationItem, ApplicationSheet, DocumentToSign } from '@portal/contracts';
import { offerProfileOf } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import {
  candidateActions,
  reasonText,
  stateName,
} from '../application-states/application-states.policy.ts';
import { provinceName } from '../domains/domain-lookups.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import { pendingSignatureMap } from '../signatures/signing-page.ts';
import type { ApplicationItemRow, historyOf } from './applications.repository.ts';

export function toApplicationItem(
  row: ApplicationItemRow,
  unsigned: readonly { id: number; nombre: string }[],
): ApplicationItem {
  const { idPerfil, paraTitulados } = offerProfileOf(row.familia);
  return {
    idCandidatura: row.id,
    idOferta: row.offerId,
    urlOferta: offerUrl(row.offerId, row.titulo),
    titulo: row.titulo,
    empresa: row.empresa,
    familia: row.familia,
    idperfil: idPerfil,
    paraTitulados,
    curricular: row.familia === 'practicas' ? row.curricular : null,
    provincia: provinceName(row.idProvincia),
    idEstado: row.estado,
    estado: stateName(row.estado),
    fecha: toDdMmYyyy(row.createdAt),
    fechaEstado: toDdMmYyyy(row.updatedAt),
    orden: row.orden,
    ...candidateActions(row.estado, row.pendienteFirma),
    documentacionPendienteFirma: pendingSignatureMap(unsigned),
  };
}

type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

export function toApplicationSheet(
  row: ApplicationItemRow,
  history: HistoryRow[],
  documents: DocumentToSign[],
): ApplicationSheet {
  const unsigned = documents
    .filter((d) => !d.firmado)
    .map((d) => ({ id: d.idDocumento, nombre: d.nombre }));
  const first = history.at(0);
  const last = history.at(-1);
  return {
    ...toApplicationItem(row, unsigned),
    // One source of dates: applied on the first entry of the state history, in the
    // current state since the last one (the row's own timestamps only when it has no history).
    ...(first === undefined ? {} : { fecha: toDdMmYyyy(first.fecha) }),
    ...(last === undefined ? {} : { fechaEstado: toDdMmYyyy(last.fecha) }),
    motivoRechazo: reasonText(row.idMotivoRechazo),
    documentosFirma: documents,
    historial: history.map((h) => ({
      idEstado: h.estado,
      estado: stateName(h.estado),
      fechaHora: h.fecha.toISOString(),
      fecha: toDdMmYyyy(h.fecha),
      motivo: reasonText(h.idMotivo),
    })),
  };
}
