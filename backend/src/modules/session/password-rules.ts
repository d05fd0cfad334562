// Server-side set-password rules (spec 01 §5: "validated by the server; the rules are not shown").
// Keys are from the spec 02 §5 catalogue: required, min_length, no_match, cannot_be_same.
import type { GraphQLError } from 'graphql';
import { validationError } from '../../auth/errors.ts';
import type { Locale } from '../../platform/locale.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** As long as the login accepts (http/login-routes.ts LOGIN_MAX): a longer one could never sign in. */
export const PASSWORD_MAX_LENGTH = 1024;

export function validatePasswordChange(
  locale: Locale,
  password: string,
  repeat: string,
  sameAsCurrent: boolean,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  if (password.length === 0) errors.push(validationError(locale, 'password', 'required'));
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.push(validationError(locale, 'password', 'min_length', { min: PASSWORD_MIN_LENGTH }));
  else if (password.length > PASSWORD_MAX_LENGTH)
    errors.push(validationError(locale, 'password', 'max_length', { max: PASSWORD_MAX_LENGTH }));
  else if (sameAsCurrent) errors.push(validationError(locale, 'password', 'cannot_be_same'));
  if (repeat.length === 0) errors.push(validationError(locale, 'password_repeat', 'required'));
  else if (repeat !== password) errors.push(validationError(locale, 'password_repeat', 'no_match'));
  return errors;
}
