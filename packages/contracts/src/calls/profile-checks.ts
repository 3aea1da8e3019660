/** Calls of profile-checks (to be declared when its routes move to declarations). */
export const profileCheckCalls = {};
