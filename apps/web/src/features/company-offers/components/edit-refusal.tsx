import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Codes, pathFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Why an offer cannot be edited (only while pending validation and not expired): 515 with
 * the server's message (validated, closed or rejected), 92 (deadline passed), 4 (not found).
 */
export function EditRefusal({ error, idOferta }: { error: unknown; idOferta: string }) {
  const { t } = useTranslation('companyOffers');
  const status = isApiError(error) ? error.status : null;
  const notFound = status === Codes.OFFER_NOT_FOUND || status === Codes.NOT_FOUND;
  const body =
    status === Codes.SERVER_MESSAGE && isApiError(error) && error.mensaje
      ? error.mensaje
      : status === Codes.DEADLINE_PASSED
        ? t('edit.expired')
        : notFound
          ? t('edit.notFound')
          : t('edit.notEditable');
  return (
    <Alert color="orange" variant="light" title={t('edit.refusedTitle')} data-testid="edit-refused">
      <Stack gap="sm">
        <Text size="sm">{body}</Text>
        {/* The server's own message (515) already gives the rule and the way out. */}
        {status === Codes.SERVER_MESSAGE ? null : <Text size="sm">{t('edit.rule')}</Text>}
        <Group gap="xs">
          {notFound ? null : (
            <Button
              component={Link}
              to={pathFor('ficha_oferta_empresa', { id: idOferta })}
              size="xs"
            >
              {t('edit.viewOffer')}
            </Button>
          )}
          <Button component={Link} to={pathFor('mis_ofertas')} size="xs" variant="default">
            {t('saved.myOffers')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
