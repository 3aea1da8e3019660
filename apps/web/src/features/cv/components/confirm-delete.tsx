import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A delete button asking once for confirmation ('¿Seguro?' in place). */
export function DeleteButton({
  label,
  onConfirm,
  loading,
}: {
  label: string;
  onConfirm: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation('cv');
  const [asking, setAsking] = useState(false);
  return asking ? (
    <Button
      size="xs"
      color="red.9"
      loading={loading}
      aria-label={`${t('actions.confirmDelete')}: ${label}`}
      onClick={() => {
        setAsking(false);
        onConfirm();
      }}
    >
      {t('actions.confirmDelete')}
    </Button>
  ) : (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      aria-label={`${t('actions.delete')}: ${label}`}
      onClick={() => {
        setAsking(true);
      }}
    >
      {t('actions.delete')}
    </Button>
  );
}
