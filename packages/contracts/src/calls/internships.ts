/** Calls of internships (to be declared when its routes move to declarations). */
export const internshipCalls = {};
