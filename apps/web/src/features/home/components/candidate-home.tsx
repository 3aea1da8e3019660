import { SimpleGrid, Stack } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useBrand } from '../../../lib/brand.ts';
import type { Session } from '../../../lib/session.ts';
import { CommunicationsSection } from './communications-section.tsx';
import { EventsSection } from './events-section.tsx';
import { GuidesSection } from './guides-section.tsx';
import { HomeBanner } from './home-banner.tsx';
import { OffersSection } from './offers-section.tsx';
import { SurveysSection } from './surveys-section.tsx';

/**
 * Candidate home, in order: home banner, intermediation banner, offers (3 tabs),
 * communications, pending surveys, upcoming events (hasEventos), latest guides
 * (hasGuiasOrientacion).
 */
export function CandidateHome({ session }: { session: Session }) {
  const brand = useBrand();
  return (
    <Stack gap="lg">
      {(brand.banner_home !== null || brand.banner_intermediacion !== null) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {brand.banner_home !== null && (
            <HomeBanner banner={brand.banner_home} testId="banner-home" />
          )}
          {brand.banner_intermediacion !== null && (
            <HomeBanner
              banner={brand.banner_intermediacion}
              to={`${pathFor('ofertas_empleo')}?filter=intermediacion`}
              testId="banner-intermediacion"
            />
          )}
        </SimpleGrid>
      )}
      <OffersSection session={session} />
      <CommunicationsSection role="alumno" />
      <SurveysSection role="alumno" />
      {brand.hasEventos && <EventsSection />}
      {brand.hasGuiasOrientacion && <GuidesSection />}
    </Stack>
  );
}
