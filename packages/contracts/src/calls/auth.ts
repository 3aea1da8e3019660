/** Calls of auth (to be declared when its routes move to declarations). */
export const authCalls = {};
