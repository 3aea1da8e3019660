/** Calls of signatures (to be declared when its routes move to declarations). */
export const signatureCalls = {};
