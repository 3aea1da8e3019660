import { Button, Group, Modal, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dismissPrompt, useSessionState } from '../../lib/session.ts';

/** A student with internships but no current degrees; the button leads to /registro. */
export function NoCurrentDegreesPopup() {
  const { t } = useTranslation('overlays');
  const navigate = useNavigate();
  const { prompts } = useSessionState();
  const close = () => {
    dismissPrompt('noCurrentDegrees');
  };
  return (
    <Modal
      opened={prompts.noCurrentDegrees}
      onClose={close}
      title={t('noCurrentDegrees.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      data-testid="no-current-degrees"
    >
      <Text mb="sm">{t('noCurrentDegrees.body')}</Text>
      <Group justify="flex-end">
        <Button
          onClick={() => {
            close();
            void navigate(pathFor('registro'));
          }}
        >
          {t('noCurrentDegrees.register')}
        </Button>
      </Group>
    </Modal>
  );
}
