/** Calls of company-candidates (to be declared when its routes move to declarations). */
export const companyCandidateCalls = {};
