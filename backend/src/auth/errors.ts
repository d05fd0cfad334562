// The GraphQL errors of spec 01 §8 and spec 01 §5: the code is in extensions.code and in the message,
// because the console matches on the message text ("containing MISSING_AUTH").
import { GraphQLError } from 'graphql';
import type { Locale } from '../platform/locale.ts';
import { t } from '../platform/messages.ts';

export const missingAuth = (locale: Locale) =>
  new GraphQLError(`MISSING_AUTH: ${t(locale, 'auth.missing_auth')}`, {
    extensions: { code: 'MISSING_AUTH' },
  });

export const missingPermission = (
  _locale: Locale,
  detail: string,
  extensions: Record<string, unknown> = {},
) =>
  new GraphQLError(`MISSING_PERMISSION: ${detail}`, {
    extensions: { ...extensions, code: 'MISSING_PERMISSION' },
  });

/** A server validation error (spec 01 §5): key from the spec 02 §5 catalogue, message translated. */
export const validationError = (
  locale: Locale,
  field: string,
  key: string,
  data: Record<string, unknown> = {},
) =>
  new GraphQLError(t(locale, `validation.${key}`, data), {
    extensions: { code: 'VALIDATION_FAILED', validation: true, field, key, data },
  });

/**
 * Several field errors from one resolver. A resolver can only throw one error, so this carries the
 * rest; graphql/validation-errors-plugin.ts spreads it into one GraphQL error per field.
 */
export class ValidationFailed extends GraphQLError {
  constructor(readonly fieldErrors: GraphQLError[]) {
    const first = fieldErrors[0];
    super(first?.message ?? 'validation failed', { extensions: first?.extensions ?? { validation: true } });
  }
}
