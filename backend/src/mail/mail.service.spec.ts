import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-test-server';
import { loadConfig } from '../config/app-config';
import { MailService } from './mail.service';

/** The port of this suite's SMTP server. */
const SMTP_PORT = 3531;

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:', SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789', ...env });

describe('MailService', () => {
  describe('with SMTP_URL', () => {
    let smtp: TestSmtpServer;
    afterEach(async () => smtp?.close());

    it('delivers the message to the SMTP server, from MAIL_FROM, with the credentials of the URL', async () => {
      smtp = await startTestSmtpServer(SMTP_PORT, { user: 'mailer', pass: 's3cret/pass' });
      const mail = new MailService(configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Flourishly <hello@flourishly.test>' }));
      const sent = await mail.send({ to: 'ann@example.com', subject: 'Hello Ann', text: 'Plain body', html: '<p>Plain body</p>' });
      mail.onModuleDestroy();
      expect(sent.outboxFile).toBeNull();
      const received = await smtp.waitFor((message) => message.messageId === sent.messageId);
      expect(received.subject).toBe('Hello Ann');
      expect(received.from?.value).toEqual([{ address: 'hello@flourishly.test', name: 'Flourishly' }]);
      expect(received.to).toEqual(expect.objectContaining({ value: [{ address: 'ann@example.com', name: '' }] }));
      expect(received.text?.trim()).toBe('Plain body');
      expect(received.html).toContain('<p>Plain body</p>');
    });

    it('rejects when the server refuses the credentials, so the caller knows nothing was sent', async () => {
      smtp = await startTestSmtpServer(SMTP_PORT, { user: 'mailer', pass: 'right' });
      const mail = new MailService(configWith({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${SMTP_PORT}` }));
      await expect(mail.send({ to: 'ann@example.com', subject: 'Hi', text: 'x' })).rejects.toThrow();
      mail.onModuleDestroy();
      expect(smtp.received).toHaveLength(0);
    });
  });

  describe('without SMTP_URL', () => {
    let outbox: string;
    beforeEach(() => {
      outbox = mkdtempSync(join(tmpdir(), 'flourishly-outbox-'));
    });
    afterEach(() => rmSync(outbox, { recursive: true, force: true }));

    it('writes each message as an .eml file to MAIL_OUTBOX_DIR and logs its path and subject, not its body', async () => {
      const dir = join(outbox, 'nested');
      const mail = new MailService(configWith({ MAIL_OUTBOX_DIR: dir }));
      const log = jest
        .spyOn((mail as unknown as { logger: { log: (text: string) => void } }).logger, 'log')
        .mockImplementation(() => undefined);
      const first = await mail.send({ to: 'ann@example.com', subject: 'Reset your password', text: 'secret-token-123' });
      const second = await mail.send({ to: 'bo@example.com', subject: 'Second', text: 'Another' });
      expect(readdirSync(dir).sort()).toEqual([first.outboxFile, second.outboxFile].map((file) => file?.slice(dir.length + 1)).sort());
      const parsed = await simpleParser(readFileSync(first.outboxFile as string));
      expect(parsed.subject).toBe('Reset your password');
      expect(parsed.text?.trim()).toBe('secret-token-123');
      expect(parsed.from?.value).toEqual([{ address: 'no-reply@flourishly.local', name: 'Flourishly' }]);
      expect(log).toHaveBeenCalledTimes(2);
      expect(log.mock.calls[0][0]).toContain(first.outboxFile);
      expect(log.mock.calls[0][0]).toContain('Reset your password');
      expect(log.mock.calls[0][0]).not.toContain('secret-token-123');
    });
  });
});
