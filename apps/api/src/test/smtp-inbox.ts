import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope sender. */
  from: string;
  to: string[];
  /** Raw message as received. */
  raw: string;
  /** Body with quoted-printable decoded, for reading texts and links. */
  body: string;
}

/** Quoted-printable (RFC 2045) to text: soft breaks removed, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server in the test process: mails sent by the app over SMTP_URL arrive
 * here; `next(address)` waits for the next one to that address. `port` starts it again where a
 * closed one listened (a relay that comes back); `refuse(address)` answers 550 for that mailbox.
 */
export async function startSmtpInbox(options: { port?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const taken = new Set<ReceivedMail>();
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          body: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        const index = waiters.findIndex((w) => mail.to.includes(w.to));
        const waiter = index >= 0 ? waiters.splice(index, 1)[0] : undefined;
        if (waiter) {
          taken.add(mail);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    port,
    mails,
    refuse(address: string) {
      refused.add(address.toLowerCase());
    },
    /** The next mail to `address` not yet handed out (already arrived or still to come). */
    next(address: string): Promise<ReceivedMail> {
      const to = address.toLowerCase();
      const arrived = mails.find((m) => !taken.has(m) && m.to.includes(to));
      if (arrived) {
        taken.add(arrived);
        return Promise.resolve(arrived);
      }
      return new Promise((resolve) => waiters.push({ to, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The token of the first portal link in a mail to `page`. */
export function tokenOf(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.body);
  if (!match?.[1]) {
    throw new Error(`no ${page} link in mail:\n${mail.body}`);
  }
  return decodeURIComponent(match[1]);
}
