/** Calls of domains (to be declared when its routes move to declarations). */
export const domainCalls = {};
