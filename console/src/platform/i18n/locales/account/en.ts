// The sign-in and set-password pages' texts (spec 01 §2 login, set password), English.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const account: DeepStrings<typeof de> = {
  login: {
    title: 'Log in',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    commonTitle: 'Login not possible',
    networkError: 'The server cannot be reached: {{error}}',
  },
  setPassword: {
    title: 'Change password',
    temporaryTitle: 'Temporary password',
    temporaryText: 'Your password is temporary. Please set a new password now.',
    password: 'New password',
    passwordRepeat: 'Repeat new password',
    submit: 'Save password',
    successTitle: 'Password changed',
    successText: 'Your new password has been saved.',
  },
};
export default account;
