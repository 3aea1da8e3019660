import { ApplicationState } from '@portal/contracts';
import { Badge } from '@mantine/core';
import { useApplicationStateName } from '../../../lib/application-state-names.ts';

/** Colours whose light variant keeps 4.5:1 in both schemes (theme.ts); others use 'default'. */
const colours: Readonly<Record<number, string>> = {
  [ApplicationState.APPLIED]: 'brand',
  [ApplicationState.UNDER_REVIEW]: 'brand',
  [ApplicationState.SHORTLISTED]: 'brand',
  [ApplicationState.INTERVIEW]: 'brand',
  [ApplicationState.SELECTED]: 'green',
  [ApplicationState.HIRED]: 'green',
  [ApplicationState.DISCARDED]: 'red',
  [ApplicationState.DECLINED_BY_CANDIDATE]: 'red',
  [ApplicationState.PRE_ENROLLED]: 'orange',
};

export function ApplicationStateBadge({ idEstado, estado }: { idEstado: number; estado: string }) {
  const stateName = useApplicationStateName();
  return (
    <Badge
      variant={colours[idEstado] === undefined ? 'default' : 'light'}
      color={colours[idEstado]}
      data-testid="application-state"
    >
      {stateName(idEstado, estado)}
    </Badge>
  );
}
