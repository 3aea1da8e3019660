/** Calls of programmes (to be declared when its routes move to declarations). */
export const programmeCalls = {};
