import { Text, Title } from '@mantine/core';
import { offerFamilies, type OfferFamily } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { FamilyPicker } from '../components/family-picker.tsx';
import { OfferForm } from '../components/offer-form.tsx';
import { OfferFormLoader } from '../components/offer-form-loader.tsx';
import { OfferSavedPanel } from '../components/offer-saved-panel.tsx';
import { useOfferSubmission } from '../hooks/use-offer-submission.ts';
import { emptyOfferFields } from '../lib/offer-form-values.ts';

/** /nueva-oferta/{practicas|empleo|practicastitulados} (addOferta, 506); without one, a picker. */
export default function NewOfferPage() {
  const { tipo } = useParams();
  const familia = offerFamilies.find((f) => f === tipo);
  if (familia === undefined) {
    return (
      <PageFrame>
        <FamilyPicker />
      </PageFrame>
    );
  }
  return <NewOffer key={familia} familia={familia} />;
}

function NewOffer({ familia }: { familia: OfferFamily }) {
  const { t } = useTranslation('companyOffers');
  const { submit, pending, serverErrors, saved, setSaved } = useOfferSubmission(null);
  const [round, setRound] = useState(0);
  useTitleSubject(t(`families.${familia}`));

  return (
    <PageFrame>
      <Title order={2} size="h3" data-testid="offer-family">
        {t(`families.${familia}`)}
      </Title>
      {saved === null ? (
        <>
          <Text>{t('newOffer.intro')}</Text>
          <OfferFormLoader>
            {(lists, programmes) => (
              <OfferForm
                key={`${familia}-${String(round)}`}
                initialValues={emptyOfferFields(familia)}
                lists={lists}
                programmes={programmes}
                submitLabel={t('newOffer.submit')}
                saving={pending}
                serverErrors={serverErrors}
                onSubmit={submit}
              />
            )}
          </OfferFormLoader>
        </>
      ) : (
        <OfferSavedPanel
          saved={saved.offer}
          titulo={saved.titulo}
          mode="created"
          onAnother={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      )}
    </PageFrame>
  );
}
