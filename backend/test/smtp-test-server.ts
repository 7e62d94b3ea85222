import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in this process that keeps every message it receives, parsed. */
export interface TestSmtpServer {
  port: number;
  /** `smtp://` URL of the server, with the credentials it accepts when it was given any. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the first message (received or still to come) that `match` accepts. */
  waitFor: (match: (mail: ParsedMail) => boolean) => Promise<ParsedMail>;
  close: () => Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1:`port` (plain SMTP, no STARTTLS). With `auth`, only
 * those credentials may send; without it, anyone may.
 */
export async function startTestSmtpServer(port: number, auth?: { user: string; pass: string }): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiters: { match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) return callback(null, { user: login.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    waitFor: (match) => {
      const found = received.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first `${origin}/reset-password?token=...` style link of a message's text, or null. */
export function linkIn(mail: ParsedMail, path: string): string | null {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text ?? '');
  return match ? match[0] : null;
}
