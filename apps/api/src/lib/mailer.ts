import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the sender). */
  replyTo?: string;
  /** `<id@domain>`, fixed by the outbox when the message is written: retries keep it. */
  messageId?: string;
}

/** The transport the outbox delivers through; callers write mails to the outbox instead. */
export interface Mailer {
  /** Rejects with nodemailer's error (its `responseCode` tells a 5xx refusal from a 4xx). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP_URL when set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its links are logged, so a local install needs no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: an attempt ends well within the outbox's lease on the message.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = (await transport.sendMail({ from: options.from, ...message })) as {
        message: Buffer;
      };
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await fs.writeFile(file, info.message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(
        { to: message.to, subject: message.subject, file, links },
        'mail written to outbox',
      );
    },
    close: () => undefined,
  };
}
