/** Calls of company-processes (to be declared when its routes move to declarations). */
export const companyProcessCalls = {};
