/** Calls of events (to be declared when its routes move to declarations). */
export const eventCalls = {};
