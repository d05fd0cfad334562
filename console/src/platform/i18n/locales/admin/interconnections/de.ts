// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), German. Named for what they do with
// calls (issue 38: three features, three words nobody confuses): a "Mitanzeige" shows a section's calls also in a
// second display group; an "Umleitung" (display group override) moves calls; a "Zusammenlegung" (merge group)
// records which sections are staffed together.
export default {
  title: 'Mitanzeigen',
  one: 'Mitanzeige',
  intro:
    'Eine eingeschaltete Mitanzeige zeigt die Rufe eines Bereichs, die seine Anzeigegruppe zeigt, zusätzlich in einer zweiten Anzeigegruppe, zum Beispiel nachts auf den Anzeigen des anderen Wohnbereichs. Die Rufe bleiben auch in ihrer eigenen Anzeigegruppe; eine Umleitung dagegen verschiebt Rufe.',
  enabledHint: 'Eingeschaltet: die Rufe des Bereichs erscheinen jetzt auch in der zweiten Anzeigegruppe.',
  lockedTitle: 'Diese Mitanzeige ist eingeschaltet',
  locked:
    'Eine eingeschaltete Mitanzeige kann nicht geändert oder gelöscht werden. Schalten Sie sie aus und speichern Sie, um sie zu ändern.',
  onBadge: 'Eingeschaltet, schreibgeschützt',
  fields: {
    name: 'Name',
    is_enabled: 'Eingeschaltet',
    section_id: 'Bereich',
    section_display_group_id: 'Anzeigegruppe des Bereichs',
    systemtree_display_group_id: 'Zusätzlich angezeigt in',
  },
};
