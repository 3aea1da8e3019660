import { Button, Group, Modal, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dismissPrompt, useSessionState } from '../../lib/session.ts';

/** The social-security-number prompt opens 1000 ms after login. */
export const SOCIAL_SECURITY_PROMPT_DELAY_MS = 1000;

/**
 * Asks a candidate without social security number to add it in the CV, once no other after-login
 * dialog is open (the delay counts from then). On the CV page itself it offers to add it there.
 */
export function SocialSecurityPrompt() {
  const { t } = useTranslation('overlays');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onCv = pathname === pathFor('cv');
  const { prompts } = useSessionState();
  const due = prompts.socialSecurityNumber && !prompts.noCurrentDegrees;
  const [visible, setVisible] = useState(false);
  // Going to the CV: the CV page puts the focus on the field, the dialog must not take it back.
  const [toCv, setToCv] = useState(false);

  useEffect(() => {
    if (!due) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setVisible(true);
    }, SOCIAL_SECURITY_PROMPT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [due]);

  const close = () => {
    setVisible(false);
    dismissPrompt('socialSecurityNumber');
  };

  return (
    <Modal
      opened={visible && due}
      onClose={close}
      title={t('socialSecurity.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      returnFocus={!toCv}
      data-testid="social-security-prompt"
    >
      <Text mb="sm">{t('socialSecurity.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('socialSecurity.later')}
        </Button>
        <Button
          onClick={() => {
            setToCv(true);
            close();
            // Straight to the field: the CV page opens the personal data on it.
            void navigate({ pathname: pathFor('cv'), hash: 'numeroSeguridadSocial' });
          }}
        >
          {onCv ? t('socialSecurity.addNow') : t('socialSecurity.goToCv')}
        </Button>
      </Group>
    </Modal>
  );
}
