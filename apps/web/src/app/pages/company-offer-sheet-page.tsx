import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTitleSubject } from '../../lib/document-title.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { RecordState } from '../../components/query-state.tsx';
import { OfferCandidates } from '../../features/company-candidates/components/offer-candidates.tsx';
import { companyOfferKeys } from '../../features/company-offers/api/company-offer-keys.ts';
import { useCompanyOfferSheet } from '../../features/company-offers/api/get-company-offer-sheet.ts';
import { CompanyOfferSheet } from '../../features/company-offers/components/company-offer-sheet.tsx';

/**
 * /oferta/{id}: the company's offer sheet (company-offers) with its candidates
 * (company-candidates); a state change refreshes the sheet's counts.
 */
export default function CompanyOfferSheetPage() {
  const { t } = useTranslation('companyOffers');
  const { id = '' } = useParams();
  const sheet = useCompanyOfferSheet(id);
  const queryClient = useQueryClient();
  useTitleSubject(sheet.data?.titulo);
  return (
    <PageFrame>
      <RecordState query={sheet} notFoundText={t('edit.notFound')}>
        {(data) => (
          <CompanyOfferSheet
            sheet={data}
            candidates={
              <OfferCandidates
                offerId={String(data.idOferta)}
                states={data.candidatosPorEstado}
                onChanged={() => {
                  void queryClient.invalidateQueries({ queryKey: companyOfferKeys.all });
                }}
              />
            }
          />
        )}
      </RecordState>
    </PageFrame>
  );
}
