import type { PagePrefetch } from '../../../app/first-page-data.ts';
import { loadSanitizer } from '../../../components/deferred-safe-html.tsx';
import { communicationsQueryOptions } from '../../../lib/queries/communications.ts';
import { eventsQueryOptions } from './get-events.ts';
import { guidesQueryOptions } from './get-guides.ts';
import { pendingSurveysQueryOptions } from '../../../lib/queries/my-surveys.ts';
import { familyVisible } from '../../../lib/session.ts';
import { initialOfferFamily, userOffersQueryOptions } from './get-user-offers.ts';

/** A failed call shows as the page's own call would (the query cache reports it). */
const ignore = () => undefined;

/** The candidate home's calls (CandidateHome and its sections), started at start-up. */
export const prefetchPageData: PagePrefetch = (client, { session, brand }) => {
  if (session.role !== 'alumno') {
    return;
  }
  const family = initialOfferFamily(session);
  if (familyVisible(family, session)) {
    client.query(userOffersQueryOptions(family)).catch(ignore);
  }
  client.query(communicationsQueryOptions('alumno')).catch(ignore);
  // The sanitiser of their HTML loads beside them (not with the home's first script).
  loadSanitizer().catch(ignore);
  client.query(pendingSurveysQueryOptions('alumno')).catch(ignore);
  if (brand.hasEventos) {
    client.query(eventsQueryOptions).catch(ignore);
  }
  if (brand.hasGuiasOrientacion) {
    client.query(guidesQueryOptions).catch(ignore);
  }
};
