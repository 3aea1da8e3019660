/** Calls of maintenance (to be declared when its routes move to declarations). */
export const maintenanceCalls = {};
