// Sends one mail over SMTP with nodemailer, to the server of the global settings. A transport per attempt:
// the settings may have changed since the last one, and a report run sends a handful of mails a day.
// The password goes to nodemailer only; nothing here logs the options.
import nodemailer from 'nodemailer';
import type { SmtpSettingsRecord } from '../../store/config-types.ts';
import type { OutgoingMail } from '../../repositories/send-log-repository.ts';

/** Sends a mail or throws with the server's or the network's reason. */
export type SendMail = (settings: SmtpSettingsRecord, mail: OutgoingMail, date: Date) => Promise<void>;

/** Socket timeouts of one attempt; a server that does not answer fails the attempt, the queue retries later. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
const TIMEOUTS: SmtpTimeouts = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** A sender with its own timeouts (tests wait less for a server that never greets). */
export const smtpSender =
  (timeouts: SmtpTimeouts = TIMEOUTS): SendMail =>
  async (settings, mail, date) => {
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      // 'tls': TLS from the first byte (usually 465); 'starttls': plain, then STARTTLS, refused without it (587);
      // 'none': never TLS, for a relay inside the facility's network (25).
      secure: settings.tls_mode === 'tls',
      requireTLS: settings.tls_mode === 'starttls',
      ignoreTLS: settings.tls_mode === 'none',
      auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
      disableFileAccess: true,
      disableUrlAccess: true,
      ...timeouts,
    });
    try {
      await transport.sendMail({
        from: settings.sender,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // the Date header from the injected clock, so a simulated day's mails carry that day
        date,
      });
    } finally {
      transport.close();
    }
  };

export const sendOverSmtp: SendMail = smtpSender();
