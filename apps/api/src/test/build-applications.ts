import type { Db } from '../db/client.ts';
import { signatureDocuments } from '../db/schema.ts';
import { preEnrolmentDocuments } from '../modules/signatures/signature-texts.ts';
import { buildApplication, buildEligibleStudent, buildOffer } from './offer-builders.ts';

/**
 * A student pre-enrolled (state 16) in an internship offer, with the two pre-enrolment documents
 * waiting for their signature.
 */
export async function buildPreEnrolment(
  db: Db,
  offerValues: Parameters<typeof buildOffer>[1] = {},
) {
  const user = await buildEligibleStudent(db);
  const offer = await buildOffer(db, { titulo: 'Prácticas de marketing', ...offerValues });
  const application = await buildApplication(db, offer.id, user.id, [1, 16]);
  const documents = await db
    .insert(signatureDocuments)
    .values(
      preEnrolmentDocuments({
        candidato: `${user.nombre} ${user.apellidos}`,
        dni: null,
        oferta: offer.titulo,
        empresa: 'Empresa de prueba',
        universidad: 'Universidad de Pruebas',
        programa: null,
      }).map((d) => ({ ...d, candidateId: user.id, applicationId: application.id })),
    )
    .returning();
  return { user, offer, application, documents };
}
