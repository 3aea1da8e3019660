import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Codes } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Modal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('sheet.withdrawTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
        centered
      >
        <Stack gap="md">
          <Text>{t('sheet.withdrawBody', { title })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('sheet.withdrawCancel')}
            </Button>
            <Button
              color="red.9"
              loading={withdraw.isPending}
              onClick={() => {
                withdraw.mutate(urlOferta, {
                  onSuccess: () => {
                    showStatus(Codes.APPLICATION_WITHDRAWN);
                  },
                  onSettled: () => {
                    setConfirming(false);
                  },
                });
              }}
            >
              {t('sheet.withdrawConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
