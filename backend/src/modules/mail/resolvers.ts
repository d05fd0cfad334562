// The mail server settings and the send log (mail.graphql). The policy wrapper has checked the session and the
// permissions (auth/policy.ts); the audit records the mutation with its password redacted (auth/secrets.ts).
import { mayUseSystem } from '@cs/rules/permissions';
import { formatDateTime } from '@cs/rules/time';
import type {
  MutationResolvers,
  QueryResolvers,
  SendLogEntry,
  SmtpSettings,
} from '../../generated/graphql.ts';
import { ValidationFailed } from '../../auth/errors.ts';
import type { GraphQLContext } from '../../context.ts';
import { t } from '../../platform/messages.ts';
import type { SendLogRow } from '../../repositories/send-log-repository.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import type { Locale } from '../../platform/locale.ts';
import { storedFailure, type SendFailure } from './send-failure.ts';
import { checkSmtpSettings, smtpSettingsView } from './smtp-settings.ts';

const view = (ctx: GraphQLContext): SmtpSettings =>
  smtpSettingsView(ctx.services.installation.smtpSettings()) as SmtpSettings;

/**
 * The systems whose mails the caller may see (spec 01 §6 system_access, from the server's user record): undefined
 * for who may see every system (then reports too, which cover them all).
 */
function visibleSystems(ctx: GraphQLContext): number[] | undefined {
  const ids = ctx.services.systems.list().map((s) => s.id);
  const visible = ids.filter((id) => mayUseSystem(ctx.user, id));
  return ctx.user && visible.length === ids.length ? undefined : visible;
}

/** A failed attempt's reason in the reader's language (spec 02 §8 'Report send failed'). */
export const sendFailureText = (locale: Locale, failure: SendFailure): string =>
  failure === 'not_configured'
    ? t(locale, 'mail.errors.not_configured')
    : t(locale, 'mail.errors.send_failed', { reason: t(locale, `mail.errors.reasons.${failure}`) });

function entryView(row: SendLogRow, ctx: GraphQLContext, zone: string): SendLogEntry {
  const error = row.error === null ? null : sendFailureText(ctx.locale, storedFailure(row.error));
  return {
    id: row.id,
    created_at: row.created_at,
    created_time: formatDateTime(row.created_at, zone),
    kind: row.kind,
    subject: row.subject,
    title: row.title,
    recipients: row.recipients,
    state: row.state,
    attempts: row.attempts,
    sent_at: row.sent_at,
    next_attempt_at: row.next_attempt_at,
    next_attempt_time: row.next_attempt_at ? formatDateTime(row.next_attempt_at, zone) : null,
    error,
  };
}

export const mailResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    smtpSettings: (_p, _a, ctx) => view(ctx),
    sendLog: (_p, { limit }, ctx) => {
      const zone = systemTimeZone(ctx.services.systems.get(ctx.systemId) ?? {});
      const rows = ctx.services.sendLog.list(Math.min(Math.max(limit ?? 100, 1), 500), visibleSystems(ctx));
      return rows.map((row) => entryView(row, ctx, zone));
    },
  },
  Mutation: {
    updateSmtpSettings: async (_p, { input }, ctx) => {
      await ctx.services.installation.updateSmtpSettings((current) => {
        const checked = checkSmtpSettings(input, current, ctx.locale);
        if (!checked.ok) throw new ValidationFailed(checked.errors);
        return checked.record;
      });
      return view(ctx);
    },
  },
};
