import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgrammes, type ProgrammeOption } from '../api/get-programmes.ts';
import { useOfferReferenceLists, type OfferReferenceLists } from '../api/get-reference-lists.ts';

/** Loads the reference lists and programmes of the offer form, then renders it. */
export function OfferFormLoader({
  children,
}: {
  children: (lists: OfferReferenceLists, programmes: readonly ProgrammeOption[]) => ReactNode;
}) {
  const { t } = useTranslation('companyOffers');
  const { lists, isError, refetch } = useOfferReferenceLists();
  const programmes = useProgrammes();
  if (isError || programmes.isError) {
    return (
      <Alert color="red" variant="light" title={t('form.listsError')}>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            refetch();
            void programmes.refetch();
          }}
        >
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (lists === null || programmes.data === undefined) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('form.listsLoading')}
        </Text>
      </Group>
    );
  }
  return <>{children(lists, programmes.data)}</>;
}
