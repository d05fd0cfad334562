// The mails' texts in French (see ../messages-mail.ts).
import type { MailTexts } from './mail-texts.ts';

export const fr: MailTexts = {
  errors: {
    not_configured: 'Aucun serveur de messagerie n’est configuré.',
    send_failed: 'Échec de l’envoi : {reason}',
    reasons: {
      connection_refused: 'connexion refusée',
      host_not_found: 'serveur introuvable',
      timeout: 'délai dépassé',
      not_smtp: 'pas un serveur SMTP',
      tls_failed: 'échec TLS',
      authentication_failed: 'échec de l’authentification',
      sender_refused: 'adresse d’expéditeur refusée',
      recipient_refused: 'adresse de destinataire refusée',
      message_refused: 'e-mail refusé',
      connection_lost: 'connexion interrompue',
      failed: 'erreur inconnue',
    },
  },
  subjects: {
    daily: 'Rapport quotidien {range}',
    weekly: 'Rapport hebdomadaire {range}',
    monthly: 'Rapport mensuel {range}',
  },
  notify: {
    battery: 'Batterie faible : {device} ({system})',
    defects: 'Appareil défectueux : {device} ({system})',
    probable_defects: 'Défaut probable : {device} ({system})',
    reachability: 'Appareil injoignable : {device} ({system})',
  },
  heading: { report: 'Rapport de l’installation d’appel', notification: 'Avis de l’installation d’appel' },
  period: 'Période : du {from} au {to}',
  system: 'Système : {system}',
  none: 'Aucun incident pendant cette période.',
  paused:
    'Les données de ces hubs radio sont obsolètes ; leurs appareils manquent dans ce rapport jusqu’à la prochaine synchronisation des hubs : {hubs}',
  footer: 'Ce message a été envoyé automatiquement.',
  columns: {
    kind: 'Type',
    severity: 'Gravité',
    state: 'État',
    device: 'Appareil',
    number: 'N°',
    battery: 'Batterie',
    opened: 'Ouvert',
    closed: 'Fermé',
  },
  kinds: {
    battery: 'Batterie',
    defects: 'Défaut',
    probable_defects: 'Défaut probable',
    reachability: 'Injoignable',
  },
  severities: { Critical: 'Critique', Warning: 'Avertissement', Info: 'Info' },
  states: { New: 'Nouveau', Assigned: 'Attribué', Closed: 'Fermé' },
  longCalls: {
    title: 'Appels longs ({minutes} minutes ou plus)',
    none: 'Aucun appel long pendant cette période.',
    columns: {
      opened: 'Début',
      closed: 'Fin',
      duration: 'Durée (min)',
      callType: 'Type d’appel',
      device: 'Appareil',
      section: 'Secteur',
    },
  },
};
