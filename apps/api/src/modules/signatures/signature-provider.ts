import type { SignatureDocumentRow } from './signatures.table.ts';
import { signingPagePath } from './signing-page.ts';

/**
 * Where and how a candidate signs a personal document. The built-in provider signs in the
 * portal (PDF shown, explicit acceptance recorded with who, when, IP, browser and SHA-256); an
 * external e-signature service implements the same interface, returns its own URL and reports
 * back through `referenciaExterna` (a webhook that calls markSigned).
 */
export interface SignatureProvider {
  readonly name: string;
  /** The link the candidate follows to sign. */
  signingLink(document: SignatureDocumentRow): Promise<string>;
  /** Whether signatures are confirmed in the portal (POST firmarDocumentoPersonal). */
  readonly confirmsInPortal: boolean;
}

export const builtInSignatureProvider: SignatureProvider = {
  name: 'interno',
  confirmsInPortal: true,
  signingLink: (document) => Promise.resolve(signingPagePath(document.id)),
};

/** The provider of a document (only the built-in one ships; add external ones here). */
export function providerFor(document: Pick<SignatureDocumentRow, 'proveedor'>): SignatureProvider {
  if (document.proveedor !== builtInSignatureProvider.name) {
    throw new Error(`unknown signature provider ${document.proveedor}`);
  }
  return builtInSignatureProvider;
}
