import { activeApplicationStates, ApplicationState } from '@portal/contracts';

/** A live application (counts for the limit of 3 simultaneous applications, code 103). */
export const isActive = (estado: number) => activeApplicationStates.includes(estado);

/** A withdrawn application may be replaced by applying again (the row is reused). */
export const canReapply = (estado: number) => estado === ApplicationState.WITHDRAWN;
