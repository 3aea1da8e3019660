import { Button } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showStatus } from '../../../lib/error-store.ts';
import { useWithdrawApplication } from '../../../lib/queries/candidate-applications.ts';

/** Withdraw (desinscribirse) after a confirmation; the server refuses with 30 once processed. */
export function WithdrawButton({ urlOferta, title }: { urlOferta: string; title: string }) {
  const { t } = useTranslation('applications');
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  return (
    <>
      <Button
        variant="default"
        color="red"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('sheet.withdraw')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('sheet.withdrawTitle')}
        body={t('sheet.withdrawBody', { title })}
        confirmLabel={t('sheet.withdrawConfirm')}
        cancelLabel={t('sheet.withdrawCancel')}
        pending={withdraw.isPending}
        danger
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          withdraw.mutate(urlOferta, {
            onSuccess: () => {
              showStatus(Codes.APPLICATION_WITHDRAWN);
            },
            onSettled: () => {
              setConfirming(false);
            },
          });
        }}
      />
    </>
  );
}
