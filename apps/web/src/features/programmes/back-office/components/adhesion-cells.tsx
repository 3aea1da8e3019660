import { Badge, Button, Group, Text } from '@mantine/core';
import type { AdhesionState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const stateColour = { pendiente: 'yellow', aceptada: 'teal', rechazada: 'red' } as const;

/** An adhesion's state, and the reason under it when it was rejected. */
export function AdhesionStateCell(props: {
  estado: AdhesionState;
  label: string;
  motivo: string | null;
}) {
  return (
    <>
      <Badge variant="light" color={stateColour[props.estado]}>
        {props.label}
      </Badge>
      {props.motivo !== null && (
        <Text size="sm" c="dimmed">
          {props.motivo}
        </Text>
      )}
    </>
  );
}

/**
 * Accept and reject, each offered while the adhesion is not already so; `name` (candidate or
 * company) makes each button's accessible name say whose adhesion it decides.
 */
export function AdhesionDecisionButtons(props: {
  estado: AdhesionState;
  name: string;
  accepting: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <Group gap="xs">
      {props.estado !== 'aceptada' && (
        <Button
          size="xs"
          aria-label={t('adhesions.acceptOne', { name: props.name })}
          loading={props.accepting}
          onClick={props.onAccept}
        >
          {t('adhesions.accept')}
        </Button>
      )}
      {props.estado !== 'rechazada' && (
        <Button
          size="xs"
          variant="default"
          aria-label={t('adhesions.rejectOne', { name: props.name })}
          onClick={props.onReject}
        >
          {t('adhesions.reject')}
        </Button>
      )}
    </Group>
  );
}
