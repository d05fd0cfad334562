// Server-side set-password rules (spec 01 §5: "validated by the server; the rules are not shown").
// Keys are from the spec 02 §5 catalogue: required, min_length, no_match, cannot_be_same.
import { USER_PASSWORD } from '@cs/contracts/vocabulary';
import type { GraphQLError } from 'graphql';
import { validationError } from '../../auth/errors.ts';
import type { Locale } from '../../platform/locale.ts';

/** The login accepts as long a password as can be set (http/login-routes.ts LOGIN_MAX). */
export const { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } = USER_PASSWORD;

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
