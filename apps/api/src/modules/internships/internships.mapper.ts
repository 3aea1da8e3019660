import {
  callUrl,
  internshipCalls,
  type Internship,
  type InternshipDocument,
  type RequestedDocument,
} from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { offerUrl } from '../offers/offers.mapper.ts';
import type { InternshipDocumentRow, InternshipRow } from './internships.table.ts';

const stateText: Record<InternshipRow['estado'], string> = {
  pendiente: 'Pendiente de inicio',
  en_curso: 'En curso',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

const day = (value: string | null) => (value === null ? null : toDdMmYyyy(value));
export const internshipFileUrl = (id: number) => callUrl(internshipCalls.file, { params: { id } });

export function toInternshipDocument(row: InternshipDocumentRow): InternshipDocument {
  return {
    idDocumento: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    solicitado: row.solicitado,
    entregado: row.storageKey !== null,
    fechaLimite: day(row.fechaLimite),
    fechaEntrega: row.entregadoAt ? toDdMmYyyy(row.entregadoAt) : null,
    nombreFichero: row.nombreFichero,
    url: row.storageKey ? internshipFileUrl(row.id) : null,
  };
}

export function toInternship(
  row: { internship: InternshipRow; empresa: string; oferta: string | null },
  documents: InternshipDocumentRow[],
): Internship {
  const i = row.internship;
  return {
    idPractica: i.id,
    titulo: i.titulo,
    empresa: row.empresa,
    paraTitulados: i.paraTitulados,
    curricular: i.paraTitulados ? null : i.curricular,
    estado: i.estado,
    estadoTexto: stateText[i.estado],
    fechaInicio: toDdMmYyyy(i.fechaInicio),
    fechaFin: toDdMmYyyy(i.fechaFin),
    horasDia: i.horasDia,
    tutor: i.tutorEmpresaNombre
      ? { nombre: i.tutorEmpresaNombre, email: i.tutorEmpresaEmail }
      : null,
    tutorAcademico: i.tutorAcademicoNombre
      ? { nombre: i.tutorAcademicoNombre, email: i.tutorAcademicoEmail }
      : null,
    urlOferta: i.offerId !== null && row.oferta !== null ? offerUrl(i.offerId, row.oferta) : null,
    documentos: documents.map(toInternshipDocument),
  };
}

export const toRequestedDocument = (row: {
  document: InternshipDocumentRow;
  practica: string;
}): RequestedDocument => ({
  idDocumento: row.document.id,
  idPractica: row.document.internshipId,
  practica: row.practica,
  nombre: row.document.nombre,
  descripcion: row.document.descripcion,
  fechaLimite: day(row.document.fechaLimite),
});
