/**
 * A day as the portal writes dates in Spanish (day, short month, year: '5 mar 2027'), on the
 * portal's calendar (Madrid): a `YYYY-MM-DD` day, or the day an instant falls on.
 */
export function spanishDay(day: string | Date): string {
  return new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day);
}
