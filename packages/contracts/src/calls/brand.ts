/** Calls of brand (to be declared when its routes move to declarations). */
export const brandCalls = {};
