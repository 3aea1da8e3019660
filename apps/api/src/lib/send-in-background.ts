/** Sends what a committed change mailed (the outbox's delivery of its messages). */
export type Send = () => Promise<void>;

/**
 * Starts the delivery of what a committed change mailed and returns at once: an answer never waits
 * for the mail relay (a slow relay, or one that stops answering mid-conversation, would hold the
 * request, and its turn among the requests at work, until the mailer's timeouts). A delivery never
 * rejects: a failure is recorded on the message and the outbox retries it.
 */
export function sendInBackground(...sends: readonly Send[]): void {
  for (const send of sends) {
    void send();
  }
}
