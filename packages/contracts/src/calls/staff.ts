/** Calls of staff (to be declared when its routes move to declarations). */
export const staffCalls = {};
