import { Anchor, Stack } from '@mantine/core';
import { pathFor, type StaffOfferSheet } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { RecordState } from '../../../../components/query-state.tsx';
import { useRejectOffer, useValidateOffer } from '../../../../lib/queries/staff-decisions.ts';
import { useStaffOffer } from '../../../../lib/queries/staff-offer.ts';
import {
  ConfirmDialog,
  DoneNotice,
  TextDialog,
  useCallErrorText,
  useNotice,
} from '../../../../components/staff-admin-kit.tsx';
import { useCloseStaffOffer, useRequestOfferChanges } from '../api/staff-offers.ts';
import { EditOfferDialog } from '../components/edit-offer-dialog.tsx';
import { OfferApplicants } from '../components/offer-applicants.tsx';
import { OfferReviewSection, type OfferDialog } from '../components/offer-review-section.tsx';

function OfferReview({ offer }: { offer: StaffOfferSheet }) {
  const { t } = useTranslation('staffAdmin');
  const errorText = useCallErrorText();
  const [dialog, setDialog] = useState<OfferDialog>(null);
  const [done, setDone] = useNotice();
  const validate = useValidateOffer({ errorBanner: false });
  const reject = useRejectOffer({ errorBanner: false });
  const changes = useRequestOfferChanges();
  const close = useCloseStaffOffer();
  const open = (next: OfferDialog) => {
    for (const m of [validate, reject, changes, close]) {
      m.reset();
    }
    setDone(null);
    setDialog(next);
  };
  const finish = (text: string) => {
    setDialog(null);
    setDone(text);
  };
  const dismiss = () => {
    setDialog(null);
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor('gestion_ofertas')} w="fit-content">
        {t('common.back')}
      </Anchor>
      <DoneNotice
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <OfferReviewSection offer={offer} onOpen={open} />
      <OfferApplicants offerId={offer.idOferta} />

      <ConfirmDialog
        opened={dialog === 'validate'}
        title={t('offers.detail.validateTitle')}
        body={t('offers.detail.validateBody', { title: offer.titulo })}
        confirmLabel={t('offers.detail.validate')}
        pending={validate.isPending}
        error={errorText(validate.error)}
        onClose={dismiss}
        onConfirm={() => {
          validate.mutate(offer.idOferta, {
            onSuccess: () => {
              finish(t('offers.detail.validated'));
            },
          });
        }}
      />
      <TextDialog
        opened={dialog === 'reject'}
        title={t('offers.detail.rejectTitle')}
        body={t('offers.detail.rejectBody')}
        label={t('offers.detail.reason')}
        confirmLabel={t('offers.detail.reject')}
        danger
        pending={reject.isPending}
        error={errorText(reject.error)}
        onClose={dismiss}
        onSubmit={(motivo) => {
          reject.mutate(
            { idOferta: offer.idOferta, motivo },
            {
              onSuccess: () => {
                finish(t('offers.detail.rejected'));
              },
            },
          );
        }}
      />
      <TextDialog
        opened={dialog === 'changes'}
        title={t('offers.detail.requestChangesTitle')}
        body={t('offers.detail.requestChangesBody')}
        label={t('offers.detail.changesMessage')}
        confirmLabel={t('offers.detail.requestChanges')}
        max={2000}
        pending={changes.isPending}
        error={errorText(changes.error)}
        onClose={dismiss}
        testId="changes-dialog"
        onSubmit={(mensaje) => {
          changes.mutate(
            { idOferta: offer.idOferta, mensaje },
            {
              onSuccess: () => {
                finish(t('offers.detail.changesSent'));
              },
            },
          );
        }}
      />
      <ConfirmDialog
        opened={dialog === 'close'}
        title={t('offers.detail.closeTitle')}
        body={t('offers.detail.closeBody')}
        confirmLabel={t('offers.detail.close')}
        danger
        pending={close.isPending}
        error={errorText(close.error)}
        onClose={dismiss}
        onConfirm={() => {
          close.mutate(offer.idOferta, {
            onSuccess: () => {
              finish(t('offers.detail.closed'));
            },
          });
        }}
      />
      {dialog === 'edit' && (
        <EditOfferDialog
          offer={offer}
          onClose={dismiss}
          onDone={() => {
            finish(t('offers.detail.edited'));
          }}
        />
      )}
    </Stack>
  );
}

/** /gestion/ofertas/{id}: review an offer, act on it, see its applicants. */
export default function StaffOfferPage() {
  const { t } = useTranslation('staffAdmin');
  const { id = '' } = useParams();
  const query = useStaffOffer(Number(id));
  useTitleSubject(query.data?.titulo);
  return (
    <PageFrame>
      <RecordState query={query} notFoundText={t('offers.notFound')}>
        {(offer) => <OfferReview offer={offer} />}
      </RecordState>
    </PageFrame>
  );
}
