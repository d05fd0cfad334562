// The mail server form and the send log, French.
import type de from './de.ts';

const mail: typeof de = {
  title: 'Envoi d’e-mails',
  smtp: {
    title: 'Serveur de messagerie',
    intro: 'Les rapports et les avis sont envoyés par ce serveur.',
    notConfigured:
      'Aucun serveur de messagerie n’est encore configuré : les rapports et les avis ne sont pas envoyés.',
    host: 'Serveur',
    port: 'Port',
    tlsMode: 'Chiffrement',
    tls: { none: 'Aucun', starttls: 'STARTTLS', tls: 'TLS' },
    user: 'Nom d’utilisateur',
    password: 'Mot de passe',
    passwordKept: 'Un mot de passe est enregistré. Laisser vide pour le conserver.',
    passwordRemoved:
      'Serveur, port ou chiffrement modifié : saisissez à nouveau le mot de passe, sinon celui enregistré sera supprimé à l’enregistrement.',
    passwordNone: 'Aucun mot de passe enregistré.',
    clearPassword: 'Supprimer le mot de passe enregistré',
    sender: 'Adresse de l’expéditeur',
    save: 'Enregistrer',
    savedTitle: 'Serveur de messagerie enregistré',
    savedText: 'Les nouveaux e-mails sont envoyés par ce serveur.',
  },
  users: {
    title: 'Notifications des utilisateurs',
    intro:
      'Les utilisateurs reçoivent un e-mail dès qu’un incident survient sur un appareil de leurs groupes de sources d’appel.',
    name: 'Utilisateur',
    email: 'E-mail',
    groups: 'Groupes de sources d’appel',
    groupsHint: 'Un e-mail est envoyé immédiatement pour les incidents sur les appareils de ces groupes.',
    none: 'Aucun',
    noEmail: 'aucune adresse',
    noEmailHint:
      'Cet utilisateur n’a pas d’adresse e-mail et ne reçoit donc aucune notification. L’adresse se saisit dans la gestion des utilisateurs.',
    noGroups: 'Ce système n’a aucun groupe de sources d’appel.',
    loadFailed: 'Les notifications n’ont pas pu être chargées.',
    notFound: 'Cet utilisateur est inconnu ou ne peut pas utiliser ce système.',
    cancel: 'Annuler',
    savedTitle: 'Notifications enregistrées',
    savedText: 'Les nouveaux incidents sont signalés selon ces groupes.',
  },
  log: {
    title: 'Journal d’envoi',
    empty: 'Aucun e-mail n’a encore été envoyé.',
    loadFailed: 'Le journal d’envoi n’a pas pu être chargé.',
    reload: 'Recharger',
    columns: { created: 'Créé', kind: 'Type', subject: 'Objet', recipients: 'Destinataires', state: 'État' },
    kinds: { notification: 'Avis', report: 'Rapport' },
    states: { pending: 'En attente', sent: 'Envoyé', failed: 'Échec' },
    retryAt: 'Prochain essai : {{time}}',
    gaveUp: 'Plus aucun essai.',
  },
};

export default mail;
