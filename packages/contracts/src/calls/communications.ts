/** Calls of communications (to be declared when its routes move to declarations). */
export const communicationCalls = {};
