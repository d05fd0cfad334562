// The mail server of the global settings (issue 18): checks an entered server against the spec 02 §5 catalogue
// and answers what is stored, without the password. The password is a secret like the users' and the
// configurators' (team contract, admin entities): input only, an empty one keeps the stored value while host,
// port and TLS mode stay (auth/bound-secrets.ts), the answer says only whether one is set.
import { SMTP_PASSWORD_ADDRESS } from '@cs/rules/secret-address';
import { checkRules } from '@cs/rules/validation/check-rule';
import type { RuleSpec } from '@cs/rules/validation/rule-spec';
import type { GraphQLError } from 'graphql';
import { validationError } from '../../auth/errors.ts';
import type { Locale } from '../../platform/locale.ts';
import type { SmtpSettingsRecord, SmtpTlsMode } from '../../store/config-types.ts';
import { keptSecrets } from '../../auth/bound-secrets.ts';

/** The mail server's secrets and their address (@cs/rules/secret-address). */
const SECRETS = { password: SMTP_PASSWORD_ADDRESS };

export const TLS_MODES: readonly SmtpTlsMode[] = ['none', 'starttls', 'tls'];

/** A host name or an IPv4/IPv6 address, as a mail server is entered; no scheme, no port, no spaces. */
const HOST =
  '^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)$';

/** Every text of the settings is one line: no CR/LF to smuggle an SMTP command or a header (issue 33). */
const ONE_LINE: RuleSpec = { rule: 'no_control' };

const RULES: Record<keyof SmtpSettingsRecord, readonly RuleSpec[]> = {
  host: [
    { rule: 'required' },
    { rule: 'max_length', max: 255 },
    ONE_LINE,
    { rule: 'format', pattern: HOST, format: 'mail.example.ch' },
  ],
  port: [{ rule: 'required' }, { rule: 'between', min: 1, max: 65535 }],
  tls_mode: [{ rule: 'required' }, { rule: 'one_of', values: TLS_MODES }],
  user: [{ rule: 'max_length', max: 255 }, ONE_LINE],
  password: [{ rule: 'max_length', max: 255 }, ONE_LINE],
  // one address: the From of every mail (a list would put other senders in it)
  sender: [{ rule: 'required' }, { rule: 'max_length', max: 255 }, ONE_LINE, { rule: 'email', single: true }],
};

export interface SmtpSettingsInput {
  host?: string | null;
  sender?: string | null;
  port?: number | null;
  tls_mode?: string | null;
  user?: string | null;
  /** empty or missing: keep the stored one, unless host, port or TLS mode changed (then it is removed) */
  password?: string | null;
  /** true: remove the stored password (a server without login) */
  clear_password?: boolean | null;
}

/** The record to store, or the field errors (translated) when the input breaks a rule. */
export function checkSmtpSettings(
  input: SmtpSettingsInput,
  current: SmtpSettingsRecord | null,
  locale: Locale,
): { ok: true; record: SmtpSettingsRecord } | { ok: false; errors: GraphQLError[] } {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const given = !!input.password || !!input.clear_password;
  const record: SmtpSettingsRecord = {
    host: text(input.host),
    port: input.port ?? Number.NaN,
    tls_mode: text(input.tls_mode) as SmtpTlsMode,
    user: text(input.user),
    password: input.clear_password ? '' : (input.password ?? ''),
    sender: text(input.sender),
  };
  // Left empty, the stored password stays with its server: a new host, port or TLS mode removes it.
  if (!given) record.password = String(keptSecrets(SECRETS, current, record, () => false).password ?? '');
  const candidate = { ...record, port: input.port ?? null, password: input.password ?? '' };
  const errors: GraphQLError[] = [];
  for (const [field, rules] of Object.entries(RULES)) {
    const value = candidate[field as keyof SmtpSettingsRecord];
    const violation = checkRules(rules, value, { field, record: candidate, others: [] });
    if (violation) errors.push(validationError(locale, field, violation.key, violation.data));
  }
  return errors.length ? { ok: false, errors } : { ok: true, record };
}

/** What the API answers: everything but the password, of which only whether one is set. */
export function smtpSettingsView(stored: SmtpSettingsRecord | null) {
  return {
    configured: stored !== null,
    host: stored?.host ?? '',
    port: stored?.port ?? 587,
    tls_mode: stored?.tls_mode ?? 'starttls',
    user: stored?.user ?? '',
    password_set: !!stored?.password,
    sender: stored?.sender ?? '',
  };
}
