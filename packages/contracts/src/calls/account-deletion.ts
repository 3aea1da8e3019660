/** Calls of account-deletion (to be declared when its routes move to declarations). */
export const accountDeletionCalls = {};
