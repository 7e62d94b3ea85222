import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

// The emails' texts in each language, for the modules that write emails (through this public file).
export { mailDate, mailIntl, mailText, mailWeekday, type MailMessageId } from './mail-messages';

/** One outgoing email: plain text, with an optional HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. `List-Unsubscribe` (RFC 8058) on reminders. */
  headers?: Record<string, string>;
}

/** What became of a message: its Message-ID, and the .eml file when it went to the local outbox. */
export interface SentMail {
  messageId: string;
  outboxFile: string | null;
}

/**
 * Outgoing email through nodemailer (README, "Email"). With SMTP_URL (e.g.
 * `smtp://user:pass@host:587`) each message goes to that server, from MAIL_FROM. Without it (the
 * embedded default) each message is written as an .eml file to MAIL_OUTBOX_DIR (./data/outbox/)
 * and one log line names the file and the subject, never the body, which may hold a link's token.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Sends `message` from MAIL_FROM. Resolves once the SMTP server accepted it or the outbox file
   * is written; rejects with the transport's error (connection refused, recipient refused, ...).
   */
  async send(message: MailMessage): Promise<SentMail> {
    const info = (await this.transport.sendMail({ from: this.config.mail.from, ...message })) as { messageId: string; message?: Buffer };
    if (this.config.mail.smtpUrl) return { messageId: info.messageId, outboxFile: null };
    const dir = this.config.mail.outboxDir;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message ?? '', { mode: 0o600 });
    this.logger.log(`No SMTP_URL: wrote "${message.subject}" to ${file}`);
    return { messageId: info.messageId, outboxFile: file };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
