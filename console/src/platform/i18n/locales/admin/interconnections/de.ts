// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), German. "Zusammenschaltungen" names
// the display group overrides in this console, so these are the "Verbindungen" (the route's and spec's connections).
export default {
  title: 'Verbindungen',
  one: 'Verbindung',
  intro:
    'Eine eingeschaltete Verbindung zeigt die Rufe eines Bereichs, die seine Anzeigegruppe zeigt, zusätzlich in einer zweiten Anzeigegruppe, zum Beispiel nachts auf den Anzeigen des anderen Wohnbereichs. Die Rufe bleiben auch in ihrer eigenen Anzeigegruppe.',
  enabledHint: 'Eingeschaltet: die Rufe des Bereichs erscheinen jetzt auch in der zweiten Anzeigegruppe.',
  lockedTitle: 'Diese Verbindung ist eingeschaltet',
  locked:
    'Eine eingeschaltete Verbindung kann nicht geändert oder gelöscht werden. Schalten Sie sie aus und speichern Sie, um sie zu ändern.',
  onBadge: 'Eingeschaltet, schreibgeschützt',
  off: 'Aus',
  fields: {
    name: 'Name',
    is_enabled: 'Eingeschaltet',
    section_id: 'Bereich',
    section_display_group_id: 'Anzeigegruppe des Bereichs',
    systemtree_display_group_id: 'Zusätzlich angezeigt in',
  },
};
