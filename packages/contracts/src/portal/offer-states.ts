// Kept apart from the offer schemas: the signed-in home reads the states without loading zod.

/** Offer states (idEstado): 2 is active. */
export const offerStates = { PENDING: 1, ACTIVE: 2, CLOSED: 3, REJECTED: 4 } as const;
