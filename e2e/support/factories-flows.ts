import type { APIRequestContext } from '@playwright/test';
import { build, type BuiltAccount } from './factory.ts';

/**
 * The data of the cross-role flows and of the shell (e2e/flows, e2e/shell), built through the
 * test server's factories (apps/api/src/test/e2e/factories-flows.ts).
 */
export function flowFactory(request: APIRequestContext) {
  return {
    /**
     * An active internship programme whose offers must have `dedicacion` percent and last `meses`
     * months (or `meses` `operadorMeses` `meses2`).
     */
    programme: (input: {
      titulo: string;
      descripcion?: string;
      dedicacion?: number;
      meses?: number;
      meses2?: number;
      operadorMeses?: 'o' | 'y';
      inicioDias?: number;
    }) =>
      build<{ id: number; slug: string; titulo: string }>(request, 'programaConRequisitos', input),
    /** An approved company whose user still has to set the password with `token`'s link. */
    companyToSetPassword: (input: {
      nombreComercial: string;
      nombre?: string;
      apellidos?: string;
    }) =>
      build<BuiltAccount & { userId: number; token: string }>(
        request,
        'empresaPorEstablecer',
        input,
      ),
    /** A graduate (jobs only) who finished `idTitulacion` (36, computer engineering, unless told). */
    graduate: (input: { nombre?: string; apellidos?: string; idTitulacion?: number } = {}) =>
      build<BuiltAccount>(request, 'tituladoDe', input),
    /** A guide dated `publicadaMinutos` from now (positive: newer than any other). */
    guide: (input: {
      titulo: string;
      descripcion: string;
      urlFichero?: string;
      publicadaMinutos?: number;
    }) => build<{ id: number }>(request, 'guiaFechada', input),
    /** An open survey for companies, addressed to `destinatarios` (company users). */
    companySurvey: (input: { titulo: string; destinatarios: number[] }) =>
      build<{ id: number; slug: string; titulo: string }>(request, 'encuestaEmpresas', input),
    /** A student who may apply to a plain internship offer once the social security proof is up. */
    studentWithoutSsProof: (input: { nombre?: string; apellidos?: string } = {}) =>
      build<BuiltAccount>(request, 'alumnoSinJustificante', input),
    /** Candidates enrolled in an event. */
    enrol: (input: { eventId: number; candidateIds: number[] }) =>
      build<{ eventId: number }>(request, 'inscripcionEvento', input),
  };
}
