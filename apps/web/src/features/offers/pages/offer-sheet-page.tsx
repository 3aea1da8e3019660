import { Alert, Anchor, Group } from '@mantine/core';
import { Codes, pathFor } from '@portal/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RecordState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentRoute } from '../../../lib/current-route.ts';
import { useOffer } from '../api/get-offer.ts';
import { OfferSheetView } from '../components/offer-sheet-view.tsx';
import { familyOfRoute, routesOfFamily } from '../lib/offer-families.ts';

function backSearch(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'fromSearch' in state) {
    const value = state.fromSearch;
    return typeof value === 'string' && value.startsWith('?') ? value : '';
  }
  return '';
}

/** /{list}/{id}: the offer sheet (dameOferta/{id}) with my application. */
export default function OfferSheetPage() {
  const { t } = useTranslation('offers');
  const { id = '' } = useParams();
  const location = useLocation();
  const family = familyOfRoute(useCurrentRoute()?.route.name);
  const query = useOffer(id);
  const list = family === null ? null : routesOfFamily(family).list;

  return (
    <PageFrame title={query.data?.titulo}>
      {list !== null && (
        <Group>
          <Anchor component={Link} to={`${pathFor(list)}${backSearch(location.state)}`} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('sheet.back')}
            </Group>
          </Anchor>
        </Group>
      )}
      {isApiError(query.error) && query.error.status === Codes.OFFER_NOT_FOUND ? (
        <Alert color="orange" variant="light" title={t('sheet.notFoundTitle')}>
          {t('sheet.notFound')}
        </Alert>
      ) : (
        <RecordState query={query} loadingLabel={t('sheet.loading')}>
          {(offer) => <OfferSheetView offer={offer} />}
        </RecordState>
      )}
    </PageFrame>
  );
}
