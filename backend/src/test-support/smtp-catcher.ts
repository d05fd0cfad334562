// A real SMTP server on loopback (smtp-server) that parses every mail it takes with mailparser: the mail tests
// check what arrived, not what was handed to a library. Optional login (user/password); without TLS.
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** the SMTP envelope's recipients */
  rcptTo: string[];
  mailFrom: string;
  /** who logged in, if anyone */
  user: string | null;
  parsed: ParsedMail;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCatcher {
  port: number;
  mails: CaughtMail[];
  /** every login tried here, taken or refused (a server that must never see a password checks it is not among them) */
  logins: Array<{ user: string; password: string }>;
  /** resolves with the next mail to arrive (ask before causing it) */
  next(): Promise<CaughtMail>;
  /** resolves once `count` mails have arrived in all */
  until(count: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? ''));

export interface CatcherOptions {
  /** offer STARTTLS (with smtp-server's own self-signed certificate, which a verifying client refuses) */
  starttls?: boolean;
  /** offer AUTH and take any login (as a server set up to collect passwords would); mail also without one */
  anyLogin?: boolean;
}

export async function startSmtpCatcher(
  login?: { user: string; password: string },
  options: CatcherOptions = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const logins: SmtpCatcher['logins'] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: [
      ...(options.starttls ? [] : ['STARTTLS']),
      ...(login || options.anyLogin ? [] : ['AUTH']),
    ],
    authOptional: !login,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', password: auth.password ?? '' });
      if (options.anyLogin) callback(null, { user: auth.username });
      else if (login && auth.username === login.user && auth.password === login.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            user: typeof session.user === 'string' ? session.user : null,
            parsed,
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const until = (count: number) =>
    new Promise<CaughtMail[]>((resolve) => {
      const check = () => (mails.length >= count ? resolve(mails.slice(0, count)) : waiting.push(check));
      check();
    });
  return {
    port,
    mails,
    logins,
    next: () => until(mails.length + 1).then((all) => all[all.length - 1]!),
    until,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
