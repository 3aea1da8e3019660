/** Calls of privacy (to be declared when its routes move to declarations). */
export const privacyCalls = {};
