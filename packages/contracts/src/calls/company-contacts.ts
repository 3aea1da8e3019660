/** Calls of company-contacts (to be declared when its routes move to declarations). */
export const companyContactCalls = {};
