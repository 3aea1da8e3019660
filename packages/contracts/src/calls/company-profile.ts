/** Calls of company-profile (to be declared when its routes move to declarations). */
export const companyProfileCalls = {};
