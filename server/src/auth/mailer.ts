import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

type Log = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type Mailer = {
  /** Sends now; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer takes as long whether or not a mail
   * went out (no account enumeration by timing). Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Waits for mail still being sent (on shutdown). */
  flush(): Promise<void>;
};

export type MailerOptions = {
  /** smtp:// or smtps:// URL; without it mail goes to the log and to `outboxDir`. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
};

/** Mail through nodemailer: real SMTP when configured, else one .eml file per mail in the outbox. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    const info = await transport.sendMail({ from, ...message });
    if (smtpUrl) {
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      return;
    }
    fs.mkdirSync(outboxDir, { recursive: true });
    // Sortable names: the newest mail is the last one in a listing.
    const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to outbox (SMTP_URL is not set)');
  }

  return {
    send,
    sendInBackground(message) {
      const job = send(message)
        .catch((err) => log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
