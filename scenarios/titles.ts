// The scenario titles in the console's other languages, for the demo console's 'Szenarien' tab (trainer
// mode). The scenarios themselves are written in English (title and story in library/); the title a trainer
// picks from and the story (stories.ts) are shown in the UI language. Every scenario of the demo facility
// needs one (scenarios/runner/live-catalogue.test.ts checks it).
export const SCENARIO_TITLES: Record<string, { de: string; fr: string; it: string }> = {
  'analytics-known-week': {
    de: 'Eine bekannte Woche von Rufen ergibt die von Hand gerechneten Auswertungszahlen',
    fr: 'Une semaine d’appels connue donne les chiffres d’analyse calculés à la main',
    it: 'Una settimana di chiamate nota dà le cifre di analisi calcolate a mano',
  },
  'battery-draining-weeks': {
    de: 'Die Batterie eines Rufknopfs sinkt im Lauf der Woche unter die Warnschwelle',
    fr: 'La pile d’un bouton d’appel passe sous le seuil bas au fil de la semaine',
    it: 'La batteria di un pulsante di chiamata scende sotto la soglia nel corso della settimana',
  },
  'calendar-dst-autumn': {
    de: 'Zeitumstellung im Herbst: die Stunde von zwei bis drei kommt zweimal',
    fr: 'Passage à l’heure d’hiver : l’heure de deux à trois heures a lieu deux fois',
    it: 'Cambio dell’ora in autunno: l’ora dalle due alle tre si ripete',
  },
  'calendar-dst-spring': {
    de: 'Zeitumstellung im Frühling: die Nacht ist eine Stunde kürzer',
    fr: 'Passage à l’heure d’été : la nuit dure une heure de moins',
    it: 'Cambio dell’ora in primavera: la notte dura un’ora in meno',
  },
  'calendar-leap-day': {
    de: '29. Februar: ein Ruf, der über den Schalttag dauert',
    fr: '29 février : un appel qui dure pendant le jour bissextile',
    it: '29 febbraio: una chiamata che dura per tutto il giorno bisestile',
  },
  'calendar-midnight': {
    de: 'Rufe über Mitternacht behalten Reihenfolge, Dauer und das Nachtintervall',
    fr: 'Les appels après minuit gardent leur ordre, leur durée et l’intervalle de nuit',
    it: 'Le chiamate a cavallo della mezzanotte mantengono ordine, durata e intervallo notturno',
  },
  'calendar-new-year': {
    de: 'Silvester ins neue Jahr: Rufe über den Jahreswechsel',
    fr: 'De la Saint-Sylvestre au Nouvel An : des appels au changement d’année',
    it: 'Da San Silvestro a Capodanno: chiamate a cavallo del cambio d’anno',
  },
  'close-call-permissions': {
    de: 'Rufe an der Rufanzeige beenden, mit und ohne Berechtigung',
    fr: 'Terminer des appels depuis l’affichage, avec et sans autorisation',
    it: 'Chiudere le chiamate dal display, con e senza autorizzazione',
  },
  'config-commit-progress': {
    de: 'Eine Konfigurationsänderung wird an das Gets übertragen, mit Fortschritt',
    fr: 'Une modification de configuration est transmise au Gets, avec progression',
    it: 'Una modifica di configurazione viene trasmessa al Gets, con avanzamento',
  },
  'config-commit-timeout': {
    de: 'Eine Übertragung läuft in eine Zeitüberschreitung, weil das Gets nie zu senden beginnt',
    fr: 'Une transmission expire parce que le Gets ne commence jamais l’envoi',
    it: 'Una trasmissione scade perché il Gets non inizia mai l’invio',
  },
  'display-groups-schedule-boundary': {
    de: 'Die Gangsanzeige zeigt ab 21:00 nur dringende Rufe und ab 07:00 wieder alle',
    fr: 'L’affichage du couloir ne montre que les appels urgents dès 21:00, puis tous dès 07:00',
    it: 'Il display del corridoio mostra solo le chiamate urgenti dalle 21:00 e di nuovo tutte dalle 07:00',
  },
  'emergency-from-alert-and-presence': {
    de: 'Notruf: die Pflegende im Zimmer drückt den Rufknopf',
    fr: 'Appel d’urgence : la soignante dans la chambre appuie sur le bouton d’appel',
    it: 'Emergenza: l’infermiera nella stanza preme il pulsante di chiamata',
  },
  'gets-offline-and-back': {
    de: 'Das Gets fällt aus und kommt zurück: die Liste der offenen Rufe wird vollständig neu aufgebaut',
    fr: 'Le Gets tombe en panne et revient : la liste des appels ouverts est entièrement reconstruite',
    it: 'Il Gets si disconnette e ritorna: l’elenco delle chiamate aperte viene ricostruito per intero',
  },
  'hub-offline-outdated': {
    de: 'Ein Funk-Hub fällt während einer Übertragung aus und ist danach veraltet',
    fr: 'Un hub radio tombe en panne pendant une transmission et revient obsolète',
    it: 'Un hub radio si disconnette durante una trasmissione e ritorna non aggiornato',
  },
  'ignore-sections-across-midnight': {
    de: 'Das Nachtfenster einer Etagenanzeige reicht über Mitternacht',
    fr: 'La fenêtre de nuit d’un affichage d’étage passe minuit',
    it: 'La finestra notturna del display di piano attraversa la mezzanotte',
  },
  'incident-battery-over-weeks': {
    de: 'Eine Batterie sinkt unter die Warn-, dann unter die kritische Schwelle; eine neue Batterie schliesst den Vorfall',
    fr: 'Une pile passe sous le seuil bas puis critique ; une pile neuve clôt l’incident',
    it: 'Una batteria scende sotto la soglia bassa, poi critica; una batteria nuova chiude l’incidente',
  },
  'incident-device-goes-silent': {
    de: 'Ein Funk-Rufknopf verstummt: nach der Wartezeit ist er nicht erreichbar, bis er wieder gehört wird',
    fr: 'Un bouton d’appel radio se tait : après le délai il est injoignable jusqu’à ce qu’on l’entende à nouveau',
    it: 'Un pulsante radio tace: dopo il timeout non è raggiungibile finché non viene sentito di nuovo',
  },
  'incident-probable-defect': {
    de: 'Ein Funk-Rufknopf meldet fünfmal in einer Stunde eine Störung: wahrscheinlicher Defekt',
    fr: 'Un bouton d’appel radio signale cinq fois en une heure une perturbation : défaut probable',
    it: 'Un pulsante radio segnala cinque volte in un’ora un disturbo: probabile difetto',
  },
  'night-shift-three-residents': {
    de: 'Nachtdienst: drei Bewohnende rufen innerhalb von fünf Minuten',
    fr: 'Service de nuit : trois résidents appellent en cinq minutes',
    it: 'Turno di notte: tre residenti chiamano entro cinque minuti',
  },
  'phone-accept-arrive-close': {
    de: 'Ein Ruf wird auf dem Telefon angenommen: die Pflegende geht hin, ihre Anwesenheit (NFC) beendet ihn',
    fr: 'Un appel accepté sur le téléphone : la soignante s’y rend, sa présence (NFC) le termine',
    it: 'Una chiamata accettata sul telefono: l’infermiera ci va, la sua presenza (NFC) la chiude',
  },
  'phone-nobody-answers-escalates': {
    de: 'Niemand antwortet am Telefon: eskaliert, erneut gesendet, und die Freigabezeit gibt den Ruf zurück',
    fr: 'Personne ne répond au téléphone : escaladé, renvoyé, et le délai de libération rend l’appel',
    it: 'Nessuno risponde al telefono: escalata, reinviata, e il tempo di rilascio restituisce la chiamata',
  },
  'phone-reject-only-then-full-accepts': {
    de: 'Eine Pflegehilfe darf nur ablehnen; die Pflegende der vollen Gruppe nimmt an',
    fr: 'Une aide-soignante peut seulement refuser ; la soignante du groupe complet accepte',
    it: 'Un’ausiliaria può solo rifiutare; l’infermiera del gruppo completo accetta',
  },
  'presence-clears-call': {
    de: 'Die Pflege kommt: die Anwesenheit beendet den Ruf',
    fr: 'La soignante arrive : la présence termine l’appel',
    it: 'Arriva l’infermiera: la presenza chiude la chiamata',
  },
  'radio-link-lost-and-back': {
    de: 'Ein Funk-Rufknopf ist nicht erreichbar und kommt zurück',
    fr: 'Un bouton d’appel radio devient injoignable puis revient',
    it: 'Un pulsante di chiamata radio diventa irraggiungibile e poi ritorna',
  },
  'replay-recorded-call-log': {
    de: 'Ein aufgezeichnetes Rufprotokoll im Zwilling abspielen',
    fr: 'Rejouer un journal d’appels enregistré dans le jumeau',
    it: 'Riprodurre nel gemello un registro chiamate registrato',
  },
  'reports-dst-month-end-monday': {
    de: 'Berichte über eine Zeitumstellung und ein Monatsende: am Montag, 1. April je ein Tages-, Wochen- und Monatsbericht',
    fr: 'Rapports sur un changement d’heure et une fin de mois : le lundi 1er avril, un rapport quotidien, hebdomadaire et mensuel chacun',
    it: 'Rapporti attraverso un cambio d’ora e una fine mese: lunedì 1° aprile un rapporto giornaliero, settimanale e mensile ciascuno',
  },
  'reports-leap-day-month-end': {
    de: 'Berichte über den 29. Februar und ein Monatsende: je ein Tagesbericht, der Monatsbericht am 1.',
    fr: 'Rapports sur le 29 février et une fin de mois : un rapport quotidien chacun, le mensuel le 1er',
    it: 'Rapporti attraverso il 29 febbraio e una fine mese: un rapporto giornaliero ciascuno, il mensile il 1°',
  },
  'weekend-window-friday-to-monday': {
    de: 'Wochenendfenster: Freitag 18:00 bis Montag 06:00',
    fr: 'Fenêtre du week-end : du vendredi 18:00 au lundi 06:00',
    it: 'Finestra del fine settimana: da venerdì 18:00 a lunedì 06:00',
  },
};
