import { Group, Loader, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTitleSubject } from '../../../lib/document-title.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useEditableOffer } from '../api/get-editable-offer.ts';
import { EditRefusal } from '../components/edit-refusal.tsx';
import { OfferForm } from '../components/offer-form.tsx';
import { OfferFormLoader } from '../components/offer-form-loader.tsx';
import { OfferSavedPanel } from '../components/offer-saved-panel.tsx';
import { useOfferSubmission } from '../hooks/use-offer-submission.ts';
import { fieldsFromEditable } from '../lib/offer-form-values.ts';

/** /editar-oferta/{idOferta} (dameOfertaEditable, editaOferta 512): pending, unexpired offers only. */
export default function EditOfferPage() {
  const { idOferta = '' } = useParams();
  return (
    <PageFrame>
      <EditOffer key={idOferta} idOferta={idOferta} />
    </PageFrame>
  );
}

function EditOffer({ idOferta }: { idOferta: string }) {
  const { t } = useTranslation('companyOffers');
  const offer = useEditableOffer(idOferta);
  useTitleSubject(offer.data?.titulo);
  const { submit, pending, serverErrors, saved } = useOfferSubmission(idOferta);
  const initialValues = useMemo(
    () => (offer.data === undefined ? null : fieldsFromEditable(offer.data)),
    [offer.data],
  );

  if (offer.isError) {
    return <EditRefusal error={offer.error} idOferta={idOferta} />;
  }
  if (initialValues === null || offer.data === undefined) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('edit.loading')}
        </Text>
      </Group>
    );
  }
  if (saved !== null) {
    return <OfferSavedPanel saved={saved.offer} titulo={saved.titulo} mode="edited" />;
  }

  return (
    <>
      <Title order={2} size="h3" data-testid="offer-family">
        {t('edit.subtitle', {
          titulo: offer.data.titulo,
          family: t(`families.${offer.data.familia}`),
        })}
      </Title>
      <Text>{t('edit.intro')}</Text>
      <OfferFormLoader>
        {(lists, programmes) => (
          <OfferForm
            initialValues={initialValues}
            lists={lists}
            programmes={programmes}
            submitLabel={t('edit.submit')}
            saving={pending}
            serverErrors={serverErrors}
            onSubmit={submit}
          />
        )}
      </OfferFormLoader>
    </>
  );
}
