import { domainCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { domainListQuery } from '../reference-lists.ts';

/**
 * The portal's degrees (`GET /api/Dominios/titulaciones`), chosen from by the CV's studies, the
 * company's offer form and the university codes of the academic record: one reference list under
 * one key, loaded once for all of them.
 */
export const degreesQueryOptions = domainListQuery(
  ['domain', 'titulaciones'],
  domainCalls.titulaciones,
);

export const useDegrees = () => useQuery(degreesQueryOptions);
