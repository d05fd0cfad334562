import type { LocaleResource } from './de.ts';
import type { DeepStrings } from '../deep-strings.ts';
import callLog from './call-log/fr.ts';
import display from './display/fr.ts';
import security from './security/fr.ts';

const fr: DeepStrings<LocaleResource> = {
  app: {
    product: 'Care Call Console',
    version: 'Version {{version}}',
    footer: '{{product}} · Version {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Modules',
    overview: 'Vue d’ensemble',
    analytics: 'Analyse',
    log: 'Journal',
    display: 'Visuel',
    app: 'App',
    admin: 'Administration',
  },
  header: {
    system: 'Système',
    language: 'Langue',
    logout: 'Se déconnecter',
    loginTooltip: 'Se connecter',
    loggedInAs: 'Connecté en tant que {{name}}',
  },
  logout: {
    errorTitle: 'Échec de la déconnexion',
    errorText: 'Vous êtes toujours connecté. Veuillez réessayer.',
  },
  login: {
    title: 'Connexion',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    commonTitle: 'Connexion impossible',
    networkError: 'Le serveur est injoignable : {{error}}',
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
  accessDenied: {
    title: 'Accès refusé',
    text: 'Vous ne disposez pas des autorisations nécessaires pour cette action.',
    pageText: 'Vous n’êtes pas autorisé à ouvrir cette page. Veuillez contacter votre administration.',
    home: 'Vers la page d’accueil',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page demandée n’existe pas ou a été déplacée.',
    back: 'Retour',
  },
  home: {
    title: 'Page d’accueil',
    welcome: 'Bienvenue, {{name}}',
    intro: 'Avec vos autorisations, ces modules sont à votre disposition :',
    none: 'Aucun module ne vous est disponible pour le moment.',
    open: 'Ouvrir',
  },
  update: {
    title: 'Nouvelle version disponible',
    text: 'La page sera rechargée dans {{seconds}} secondes.',
    reload: 'Recharger maintenant',
    cancel: 'Annuler',
  },
  dialog: {
    close: 'Fermer',
    eyeDropper: 'Prélever une couleur à l’écran',
  },
  loading: 'Chargement …',
  skipLink: 'Aller au contenu',
  notifications: {
    close: 'Fermer',
  },
  // The app-wide error boundary's fallback (app/error-boundary.tsx).
  crash: {
    title: 'Une erreur est survenue',
    text: 'Cette page n’a pas pu être affichée en raison d’une erreur inattendue. Rechargez la page pour réessayer.',
    reload: 'Recharger la page',
  },
  errors: {
    updateTitle: 'Erreur lors de l’enregistrement',
    updateText: 'Une erreur s’est produite lors de l’enregistrement des données.',
    appDataTitle: 'Les données n’ont pas pu être chargées',
    appDataText: 'Une erreur réseau s’est produite lors du chargement des données de l’application.',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    min_length: 'Au moins {{min}} caractères sont requis.',
    max_length: 'Au plus {{max}} caractères sont autorisés.',
    cannot_be_same: 'Les deux valeurs doivent être différentes.',
    no_match: 'Les saisies ne correspondent pas.',
    invalid: 'La valeur n’est pas valide.',
    format: 'La valeur doit respecter le format {{format}}.',
    between: 'La valeur doit être comprise entre {{min}} et {{max}}.',
    contains: 'Le champ doit contenir une valeur.',
    criterion_prefix: 'La valeur doit commencer par 0x, p. ex. 0x6A.',
    date_after: 'La date de début doit précéder la date de fin.',
    duplicate: 'Une entrée avec les mêmes valeurs existe déjà.',
    email: 'Ce n’est pas une adresse e-mail valide.',
    ip: 'Ce n’est pas une adresse IPv4 valide.',
    license_limit_reached: 'La limite de la licence est atteinte.',
    linked_system_tree_node_chain:
      'Des appareils sont liés à cet élément ; il ne peut donc pas être lié lui-même.',
    max_length_inherited:
      'Au plus {{max}} caractères sont autorisés (un élément enfant hérite de cette valeur).',
    min: 'La valeur ne doit pas être inférieure à {{min}}.',
    numeric: 'La valeur doit être un nombre.',
    one_option_required: 'Au moins une option doit être active.',
    required_inherited_child: 'Ce champ est obligatoire car un élément enfant hérite de ces données.',
    required_inherited_parent: 'L’élément parent ne fournit aucune donnée à hériter.',
    section_full: 'Le secteur est plein (max. {{max}} appareils).',
    time_overlap: 'L’heure doit être postérieure à la précédente.',
    unique: 'Cette valeur est déjà utilisée.',
    url: 'L’adresse doit commencer par http:// ou {{host}}.',
    schedule_limit_reached: 'Le nombre maximal de plannings a été atteint.',
    call_type_limit_reached: 'Le nombre maximal de types d’appel a été atteint.',
    configurator_limit_reached: 'Le nombre de configurateurs sous licence a été atteint',
    file_too_large: 'Le fichier est trop volumineux (max. {{max}}).',
    file_unreadable: 'Le fichier n’a pas pu être traité.',
  },
  outdatedHubs: {
    title: 'Données de hub obsolètes',
    text: 'Ces hubs n’ont pas repris la dernière configuration : {{hubs}}. Les rapports sont suspendus jusqu’à ce que les données des hubs soient à jour.',
    link: 'Vers la liste des hubs',
    dismiss: 'Masquer l’avis',
  },
  callLog,
  display,
  security,
};
export default fr;
