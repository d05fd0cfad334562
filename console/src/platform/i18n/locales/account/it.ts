// The sign-in and set-password pages' texts (spec 01 §2 login, set password), Italian.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const account: DeepStrings<typeof de> = {
  login: {
    title: 'Accesso',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    commonTitle: 'Accesso non possibile',
    networkError: 'Il server non è raggiungibile: {{error}}',
  },
  setPassword: {
    title: 'Cambia password',
    temporaryTitle: 'Password temporanea',
    temporaryText: 'La tua password è temporanea. Imposta ora una nuova password.',
    password: 'Nuova password',
    passwordRepeat: 'Ripeti la nuova password',
    submit: 'Salva password',
    successTitle: 'Password modificata',
    successText: 'La tua nuova password è stata salvata.',
  },
};
export default account;
