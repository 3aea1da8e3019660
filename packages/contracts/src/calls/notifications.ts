/** Calls of notifications (to be declared when its routes move to declarations). */
export const notificationCalls = {};
