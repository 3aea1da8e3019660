/** Calls of surveys (to be declared when its routes move to declarations). */
export const surveyCalls = {};
