import type { SurveyCard } from '@portal/contracts';
import type { PendingSurveyRow } from './surveys.repository.ts';

/** Survey card (spec 000 §3): the web links 'Comenzar' to /encuestas/{urlAcceso}. */
export const toSurveyCard = (row: PendingSurveyRow): SurveyCard => ({
  idEncuesta: row.id,
  titulo: row.titulo,
  urlAcceso: row.slug,
  obligatoria: row.obligatoria,
});
