/** Calls of guides (to be declared when its routes move to declarations). */
export const guideCalls = {};
