import { Anchor } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useOrientationPage } from '../api/content-pages.ts';
import { ContentBody } from '../components/content-body.tsx';

/** `/orientacion-laboral`: the labour-orientation text the careers office edits, with its contents. */
export default function CareerGuidancePage() {
  const { t } = useTranslation('contentPages');
  const brand = useBrand();
  const query = useOrientationPage();
  return (
    <PageFrame>
      <QueryState
        query={query}
        emptyText={t('orientation.empty')}
        isEmpty={(page) => page.contenido.trim() === ''}
        reserve={400}
      >
        {(page) => (
          <ContentBody
            html={page.contenido}
            indice={page.indice}
            tocTitle={t('toc')}
            testId="orientation-content"
          />
        )}
      </QueryState>
      {brand.hasGuiasOrientacion && (
        <Anchor component={Link} to={pathFor('guias_orientacion')} underline="always">
          {t('orientation.guidesLink')}
        </Anchor>
      )}
    </PageFrame>
  );
}
