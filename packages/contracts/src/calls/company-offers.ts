/** Calls of company-offers (to be declared when its routes move to declarations). */
export const companyOfferCalls = {};
