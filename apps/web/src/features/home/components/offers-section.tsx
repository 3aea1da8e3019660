import { Anchor, Badge, Group, Tabs, Text } from '@mantine/core';
import { pathFor, type OfferFamily, type OfferItem, type RouteName } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { familyVisible, type Session } from '../../../lib/session.ts';
import { formatDigitsDay } from '../../../lib/dates.ts';
import { initialOfferFamily, useUserOffers } from '../api/get-user-offers.ts';
import classes from './home.module.css';

interface FamilyTab {
  family: OfferFamily;
  list: RouteName;
  sheet: RouteName;
}

/** Tab 1 student internships, 2 graduate internships, 3 employment. */
const tabs: readonly FamilyTab[] = [
  { family: 'practicas', list: 'ofertas_practicas', sheet: 'ficha_oferta_alumno_practicas' },
  {
    family: 'practicastitulados',
    list: 'ofertas_practicas_titulados',
    sheet: 'ficha_oferta_alumno_practicas_titulados',
  },
  { family: 'empleo', list: 'ofertas_empleo', sheet: 'ficha_oferta_alumno_empleo' },
];

function OfferRow({ offer, sheet }: { offer: OfferItem; sheet: RouteName }) {
  const { t, i18n } = useTranslation('home');
  const pending = Object.keys(offer.documentacionPendienteFirma).length;
  return (
    <li>
      <div className={classes.offerItem}>
        <Anchor component={Link} to={pathFor(sheet, { id: offer.urlAcceso })} fw={600}>
          {offer.titulo}
        </Anchor>
        <Group gap="xs" mt={2}>
          <Text size="sm">{offer.empresa}</Text>
          {offer.provincia && (
            <Text size="sm" c="dimmed">
              · {offer.provincia}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            · {formatDigitsDay(offer.fecha, i18n.language)}
          </Text>
          {offer.curricular !== null && (
            <Badge variant="light" size="sm" color={offer.curricular ? 'brand' : 'accent'}>
              {offer.curricular ? t('offers.curricular') : t('offers.extracurricular')}
            </Badge>
          )}
          {pending > 0 && (
            <Badge variant="light" size="sm" color="orange">
              {t('offers.pendingSignature', { count: pending })}
            </Badge>
          )}
        </Group>
      </div>
    </li>
  );
}

/** A family the candidate's profile does not open: said in the tab, its list never asked for. */
function UnavailableTab() {
  const { t } = useTranslation('home');
  return <Text>{t('offers.notForYou')}</Text>;
}

function OfferTab({ tab }: { tab: FamilyTab }) {
  const { t } = useTranslation('home');
  const query = useUserOffers(tab.family);
  return (
    <>
      <QueryState
        reserve={300}
        query={query}
        emptyText={t('offers.empty')}
        isEmpty={(data) => data.ofertas.length === 0}
      >
        {(data) => (
          <ul className={classes.offerList} aria-label={t(`offers.tabs.${tab.family}`)}>
            {data.ofertas.map((offer) => (
              <OfferRow key={offer.idOferta} offer={offer} sheet={tab.sheet} />
            ))}
          </ul>
        )}
      </QueryState>
      <Anchor component={Link} to={pathFor(tab.list)} size="sm" mt="sm" display="inline-block">
        {t('offers.seeAll')}
        <span className="visually-hidden"> {t(`offers.tabs.${tab.family}`)}</span>
      </Anchor>
    </>
  );
}

/**
 * Offers module: three tabs, the first five offers of each and 'Ver todas'; a family the profile
 * does not open says so instead.
 */
export function OffersSection({ session }: { session: Session }) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState<string | null>(initialOfferFamily(session));
  return (
    <Section title={t('offers.title')} testId="home-offers">
      <Tabs value={active} onChange={setActive} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.family} value={tab.family}>
              {t(`offers.tabs.${tab.family}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.family} value={tab.family} pt="sm">
            {familyVisible(tab.family, session) ? <OfferTab tab={tab} /> : <UnavailableTab />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}
