// The sign-in and set-password pages' texts (spec 01 §2 login, set password), French.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const account: DeepStrings<typeof de> = {
  login: {
    title: 'Connexion',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    commonTitle: 'Connexion impossible',
    networkError: 'Le serveur est injoignable : {{error}}',
  },
  setPassword: {
    title: 'Changer le mot de passe',
    temporaryTitle: 'Mot de passe temporaire',
    temporaryText: 'Votre mot de passe est temporaire. Veuillez définir un nouveau mot de passe maintenant.',
    password: 'Nouveau mot de passe',
    passwordRepeat: 'Répéter le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    successTitle: 'Mot de passe modifié',
    successText: 'Votre nouveau mot de passe a été enregistré.',
  },
};
export default account;
