import { Button, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AdhesionRequested } from './adhesion-requested.tsx';
import { SheetSection } from './sheet-frame.tsx';

/** The colour of an adhesion's state, the same on a candidate's and a company's sheet. */
export const adhesionColour = { pendiente: 'yellow', aceptada: 'teal', rechazada: 'red' } as const;

/**
 * Where the person's adhesion stands: the careers office's answer once asked (`answer`), else
 * the button to ask while the programme is active, else that it takes no more requests.
 */
export function AdhesionSection({
  answer,
  active,
  help,
  requested,
  pending,
  onJoin,
}: {
  /** The careers office's answer, `null` while not asked. */
  answer: ReactElement | null;
  active: boolean;
  help: string;
  /** The request was sent from this page just now. */
  requested: boolean;
  pending: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation('programmes');
  return (
    <SheetSection id="programme-adhesion" title={t('sheet.adhesion')}>
      {requested && <AdhesionRequested />}
      {answer ??
        (active ? (
          <Stack gap="xs" align="flex-start">
            <Text>{help}</Text>
            <Button loading={pending} onClick={onJoin}>
              {t('sheet.requestAdhesion')}
            </Button>
          </Stack>
        ) : (
          <Text>{t('sheet.inactive')}</Text>
        ))}
    </SheetSection>
  );
}
