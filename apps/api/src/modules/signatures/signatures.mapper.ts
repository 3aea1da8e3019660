import type { DocumentToSign } from '@portal/contracts';
import { signingPagePath } from './signing-page.ts';
import type { SignatureDocumentRow } from './signatures.table.ts';

export const toDocumentToSign = (row: SignatureDocumentRow): DocumentToSign => ({
  idDocumento: row.id,
  nombre: row.nombre,
  enlace: signingPagePath(row.id),
  firmado: row.firmadoAt !== null,
});
