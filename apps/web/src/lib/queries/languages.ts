import { domainCalls } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { domainListQuery } from '../reference-lists.ts';

/**
 * The languages list (`GET /api/Dominios/idiomas`), chosen from on the CV and read by the
 * back-office's short CV to name each language in the reader's language: one key for both.
 */
export const languagesQueryOptions = domainListQuery(['domain', 'idiomas'], domainCalls.idiomas);

export const useLanguages = () => useQuery(languagesQueryOptions);
