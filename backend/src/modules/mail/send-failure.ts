// Why a mail was not sent, as the send log keeps and shows it (spec 02 §8 'Report send failed'): a small closed
// vocabulary at the level of SMTP, translated when shown (mail.errors.reasons.*). Never the other side's words:
// whoever answers at the configured address (an SSH daemon, a web server, a mail server's banner) would otherwise
// be read back through the send log, which turned the mail settings into a port scanner (issue 33). The error's
// own codes (nodemailer's and Node's, not the peer's bytes) decide the reason.

export const SEND_FAILURES = [
  /** no mail server is set up (global settings) */
  'not_configured',
  'connection_refused',
  'host_not_found',
  'timeout',
  /** something answered, but not an SMTP server (a greeting without 220, an answer SMTP does not have) */
  'not_smtp',
  /** TLS or STARTTLS failed: not offered, handshake refused, certificate not trusted */
  'tls_failed',
  'authentication_failed',
  'sender_refused',
  'recipient_refused',
  'message_refused',
  /** the connection broke off */
  'connection_lost',
  /** anything else (and every reason stored before this vocabulary) */
  'failed',
] as const;
export type SendFailure = (typeof SEND_FAILURES)[number];

/** What the queue throws when no mail server is set up. */
export class NotConfigured extends Error {
  readonly code = 'NOT_CONFIGURED';
  constructor() {
    super('no mail server configured');
  }
}

interface MailError {
  code?: unknown;
  originalCode?: unknown;
  command?: unknown;
  responseCode?: unknown;
}

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME/;

/** The reason of a failed attempt, from the error's codes alone. */
export function sendFailureOf(error: unknown): SendFailure {
  if (error instanceof NotConfigured) return 'not_configured';
  const e = (error && typeof error === 'object' ? error : {}) as MailError;
  const code = typeof e.code === 'string' ? e.code : '';
  const original = typeof e.originalCode === 'string' ? e.originalCode : code;
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';
  // 530 authentication required, 534 mechanism too weak, 535 credentials refused (RFC 4954)
  if (code === 'EAUTH' || e.responseCode === 530 || e.responseCode === 534 || e.responseCode === 535)
    return 'authentication_failed';
  if (code === 'ETLS' || code === 'EREQUIRETLS' || command === 'STARTTLS' || TLS_CODE.test(original))
    return 'tls_failed';
  if (original === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'EDNS' || original === 'ENOTFOUND' || original === 'EAI_AGAIN') return 'host_not_found';
  if (code === 'ETIMEDOUT' || original === 'ETIMEDOUT') return 'timeout';
  if (code === 'EPROTOCOL') return 'not_smtp';
  if (code === 'EENVELOPE' && command.startsWith('MAIL')) return 'sender_refused';
  if (code === 'EENVELOPE') return 'recipient_refused';
  if (code === 'EMESSAGE') return 'message_refused';
  if (code === 'ECONNECTION' || code === 'ESOCKET' || original === 'ECONNRESET' || original === 'EPIPE')
    return 'connection_lost';
  return 'failed';
}

/** A stored reason as one of the vocabulary: rows written before it held the server's words, now 'failed'. */
export const storedFailure = (stored: string): SendFailure =>
  (SEND_FAILURES as readonly string[]).includes(stored) ? (stored as SendFailure) : 'failed';
