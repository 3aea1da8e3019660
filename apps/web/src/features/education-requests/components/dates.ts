/** A YYYY-MM-DD day as the portal shows dates, dd/mm/yyyy. */
export const showDay = (iso: string): string => iso.split('-').reverse().join('/');
