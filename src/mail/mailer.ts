import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends one message. Failures are logged, never thrown: a mail problem must not undo what caused the mail. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** What mailing needs: the public URL for links and the mailer. */
export interface MailDeps {
  config: AppConfig;
  mailer: Mailer;
}

/** Where messages go without SMTP_URL: one RFC 5322 `.eml` file per message. */
export function outboxDir(config: AppConfig): string {
  return join(config.dataDir, 'outbox');
}

/**
 * The mailer: nodemailer's SMTP transport when SMTP_URL is set; otherwise nodemailer composes each message and
 * it is written to DATA_DIR/outbox (temp file, then rename, so a reader never sees half a message).
 */
export function createMailer(config: AppConfig, logger: Logger): Mailer {
  const smtp = config.smtpUrl !== undefined;
  const transport: Transporter = smtp
    ? nodemailer.createTransport(config.smtpUrl!)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: config.mailFrom, ...message });
    if (smtp) return;
    const dir = outboxDir(config);
    await mkdir(dir, { recursive: true });
    const name = `${Date.now()}-${randomBytes(6).toString('hex')}.eml`;
    await writeFile(join(dir, `.${name}.tmp`), info.message!);
    await rename(join(dir, `.${name}.tmp`), join(dir, name));
  }

  return {
    async send(message) {
      try {
        await deliver(message);
        // The address and body stay out of the log: bodies carry single-use tokens.
        logger.info({ subject: message.subject, transport: smtp ? 'smtp' : 'outbox' }, 'mail sent');
      } catch (err) {
        logger.error({ err, subject: message.subject }, 'mail not sent');
      }
    },
    close() {
      transport.close();
    },
  };
}
