import {
  callUrl,
  companyDocumentCalls,
  staffDocumentationCalls,
  type CompanyDocument,
  type DocumentationFile,
  type InternshipDocumentItem,
  type StaffCompanyDocument,
  type StaffDocumentationFile,
} from '@portal/contracts';
import type { InternshipDocumentRow } from '../internships/internships.table.ts';
import type { CompanyDocumentRow, DocumentationFileRow } from './company-documents.table.ts';

const day = (value: string | Date) =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 10);

function fileFields(row: DocumentationFileRow, programa: string | null) {
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    colectivo: row.colectivo,
    modalidad: row.modalidad,
    idPrograma: row.programmeId,
    programa,
    nombreFichero: row.nombreFichero,
    extension: row.extension,
    bytes: row.bytes ?? 0,
    fecha: row.updatedAt.toISOString(),
  };
}

export const toDocumentationFile = (
  row: DocumentationFileRow,
  programa: string | null,
): DocumentationFile => ({
  ...fileFields(row, programa),
  enlace: callUrl(companyDocumentCalls.file, { params: { id: row.id } }),
});

export const toStaffDocumentationFile = (
  row: DocumentationFileRow,
  programa: string | null,
): StaffDocumentationFile => ({
  ...fileFields(row, programa),
  seccion: row.seccion,
  orden: row.orden,
  actualizado: row.updatedAt.toISOString(),
  enlace: callUrl(staffDocumentationCalls.file, { params: { id: row.id } }),
});

export const toCompanyDocument = (row: CompanyDocumentRow): CompanyDocument => ({
  id: row.id,
  nombre: row.nombre,
  extension: row.extension,
  bytes: row.bytes ?? 0,
  fecha: row.createdAt.toISOString(),
  enlace: callUrl(companyDocumentCalls.ownDocumentFile, { params: { id: row.id } }),
});

export const toStaffCompanyDocument = (
  row: CompanyDocumentRow,
  empresa: string,
): StaffCompanyDocument => ({
  ...toCompanyDocument(row),
  idEmpresa: row.companyId,
  empresa,
  enlace: callUrl(staffDocumentationCalls.companyDocumentFile, { params: { id: row.id } }),
});

export const toInternshipDocumentItem = (
  doc: InternshipDocumentRow,
  practica: string,
  alumno: string,
): InternshipDocumentItem => ({
  id: doc.id,
  idPractica: doc.internshipId,
  practica,
  alumno,
  nombre: doc.nombre,
  descripcion: doc.descripcion,
  solicitado: doc.solicitado,
  fechaLimite: doc.fechaLimite ? day(doc.fechaLimite) : null,
  entregado: doc.storageKey !== null,
  fechaEntrega: doc.entregadoAt ? doc.entregadoAt.toISOString() : null,
  enlace: doc.storageKey
    ? callUrl(companyDocumentCalls.internshipDocumentFile, { params: { id: doc.id } })
    : null,
});

export { day };
