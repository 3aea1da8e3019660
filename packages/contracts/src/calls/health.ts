/** Calls of health (to be declared when its routes move to declarations). */
export const healthCalls = {};
