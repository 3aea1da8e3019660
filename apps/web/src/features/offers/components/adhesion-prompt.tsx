import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Codes, pathFor, statusMessage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showStatus } from '../../../lib/error-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useRequestProgrammeAdhesion } from '../../../lib/queries/programme-adhesion.ts';

interface AdhesionPromptProps {
  idPrograma: number | null;
  urlPrograma: string | null;
  onRetry: () => void;
  retrying: boolean;
}

/** Code 91: ask to join the offer's programme here, then apply again. */
export function AdhesionPrompt({
  idPrograma,
  urlPrograma,
  onRetry,
  retrying,
}: AdhesionPromptProps) {
  const { t } = useTranslation('offers');
  const adhesion = useRequestProgrammeAdhesion();
  const text = statusMessage(Codes.ADHESION_REQUIRED, currentLanguage());
  return (
    <Alert color="orange" variant="light" title={text.titulo} data-testid="adhesion-prompt">
      <Stack gap="sm">
        <Text size="sm">{text.cuerpo}</Text>
        <Group>
          {urlPrograma !== null && (
            <Button
              component={Link}
              to={pathFor('ficha_programa', { id: urlPrograma })}
              variant="default"
            >
              {t('apply.seeProgramme')}
            </Button>
          )}
          {idPrograma !== null && !adhesion.isSuccess && (
            <Button
              loading={adhesion.isPending}
              onClick={() => {
                adhesion.mutate(idPrograma, {
                  onSuccess: () => {
                    showStatus(Codes.ENROLMENT_CONFIRMED);
                  },
                });
              }}
            >
              {t('apply.requestAdhesion')}
            </Button>
          )}
          <Button
            variant={adhesion.isSuccess ? 'filled' : 'default'}
            onClick={onRetry}
            loading={retrying}
          >
            {t('apply.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
