/** Calls of billing-accounts (to be declared when its routes move to declarations). */
export const billingAccountCalls = {};
