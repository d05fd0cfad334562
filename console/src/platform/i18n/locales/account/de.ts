// The sign-in and set-password pages' texts (spec 01 §2 login, set password), German: they arrive with those
// pages' code (i18n.ts loadAreaTexts).
const account = {
  login: {
    title: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    commonTitle: 'Anmeldung nicht möglich',
    networkError: 'Der Server ist nicht erreichbar: {{error}}',
  },
  setPassword: {
    title: 'Passwort ändern',
    temporaryTitle: 'Temporäres Passwort',
    temporaryText: 'Ihr Passwort ist temporär. Bitte legen Sie jetzt ein neues Passwort fest.',
    password: 'Neues Passwort',
    passwordRepeat: 'Neues Passwort wiederholen',
    submit: 'Passwort speichern',
    successTitle: 'Passwort geändert',
    successText: 'Ihr neues Passwort wurde gespeichert.',
  },
};
export default account;
