// The main layout's lazy parts' texts (the header: navigation, system and language pickers, search box, sync
// indicator, logout; the outdated-hubs callout), French: loaded with their chunks (main-layout.tsx), not in the
// shell the display loads (ARCHITECTURE §11).
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const mainLayout: DeepStrings<typeof de> = {
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
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    mobileLayout: 'Vue mobile',
    sync: 'Synchronisation avec le configurateur',
    syncPending: 'Synchronisation : des modifications attendent la publication',
    syncBusy: 'Synchronisation en cours …',
    syncNoSystem: 'Aucun paramètre système : créez d’abord un système',
    search: 'Rechercher',
    searchShortcut: 'Ctrl+K',
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
  outdatedHubs: {
    title: 'Données de hub obsolètes',
    text: 'Ces hubs n’ont pas repris la dernière configuration : {{hubs}}. Les rapports sont suspendus jusqu’à ce que les données des hubs soient à jour.',
    link: 'Vers la liste des hubs',
    dismiss: 'Masquer l’avis',
  },
};
export default mainLayout;
