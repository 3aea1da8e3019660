import { pathFor } from '@portal/contracts';

/**
 * The portal page where a candidate reads and signs a document (the web route). It asks
 * dameLinkFirmaDocumentoPersonal/{id} for the provider's link: the built-in flow or an external
 * e-signature service.
 */
export const signingPagePath = (idDocumento: number) =>
  pathFor('firma_documento', { id: idDocumento });

/** Document name → signing page, as offer items and applications carry it. */
export function pendingSignatureMap(
  docs: readonly { id: number; nombre: string }[],
): Record<string, string> {
  return Object.fromEntries(docs.map((d) => [d.nombre, signingPagePath(d.id)]));
}
