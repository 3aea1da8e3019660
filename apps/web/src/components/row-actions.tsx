import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A content row's Edit and (optional) Delete buttons, named after the row's title for
 * screen readers; `children` go before them (e.g. move up/down).
 */
export function RowActions(props: {
  title: string;
  onEdit: () => void;
  onDelete?: () => void;
  deleting?: boolean;
  nowrap?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const edit = (
    <Button
      size="xs"
      variant="default"
      aria-label={t('actions.editOne', { title: props.title })}
      onClick={props.onEdit}
    >
      {t('actions.edit')}
    </Button>
  );
  if (props.onDelete === undefined && props.children === undefined) {
    return edit;
  }
  return (
    <Group gap="xs" wrap={props.nowrap ? 'nowrap' : 'wrap'}>
      {props.children}
      {edit}
      {props.onDelete !== undefined && (
        <Button
          size="xs"
          variant="default"
          color="red"
          loading={props.deleting ?? false}
          aria-label={t('actions.deleteOne', { title: props.title })}
          onClick={props.onDelete}
        >
          {t('actions.delete')}
        </Button>
      )}
    </Group>
  );
}
