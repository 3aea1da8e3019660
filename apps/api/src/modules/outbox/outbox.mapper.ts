import type { OutboxItem } from '@portal/contracts';
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

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export const toOutboxItem = (row: OutboxRow): OutboxItem => ({
  idMensaje: row.id,
  tipo: row.kind === 'mail' ? 'correo' : 'webhook',
  destinatario: recipientOf(row),
  asunto: subjectOf(row),
  estado: row.estado,
  intentos: row.attempts,
  ultimoError: row.lastError,
  fecha: row.createdAt.toISOString(),
  proximoIntento: row.estado === 'pendiente' ? iso(row.nextAttemptAt) : null,
  enviado: iso(row.sentAt),
  messageId: row.messageId,
});
