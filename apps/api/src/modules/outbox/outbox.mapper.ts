import type { OutboxRow } from './outbox.table.ts';

/** The subject of a mail (kept after delivery); null for a webhook call. */
export const subjectOf = (row: Pick<OutboxRow, 'payload'>): string | null =>
  'subject' in row.payload ? (row.payload.subject ?? null) : null;

/** Who a message goes to: the mail's address or the webhook's host; null once delivered. */
export function recipientOf(row: Pick<OutboxRow, 'payload'>): string | null {
  if ('to' in row.payload) {
    return row.payload.to;
  }
  if ('url' in row.payload) {
    try {
      return new URL(row.payload.url).host;
    } catch {
      return null;
    }
  }
  return null;
}
