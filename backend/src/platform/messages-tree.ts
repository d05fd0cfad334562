// The server's texts about the system tree's rules (messages.ts merges them): spec 02 §4 device rules and the
// spec 02 §5 catalogue keys the tree uses (linked_system_tree_node_chain, required_inherited_*).
type Catalogue = Record<string, string>;

const de: Catalogue = {
  // spec 02 §3 note presets (tree-notes.ts answers a preset's text in the request's language)
  'note.preset.BATTERY_REPLACED': 'Batterie ersetzt',
  'note.preset.DEFECTIVE': 'Defekt',
  'note.preset.ELEVATOR_LOCKDOWN': 'Liftsperre',
  'note.preset.IN_REPAIR': 'In Reparatur',
  'note.preset.LOST': 'Verloren',
  'note.preset.REPLACED': 'Ersetzt',
  'validation.display_group_override_active':
    'Die aktive Umleitung «{name}» betrifft diese Daten; sie können erst nach ihrer Deaktivierung geändert werden.',
  'validation.override_conflict':
    'Für einen gewählten Bereich oder ein gewähltes Gerät ist bereits die Umleitung «{name}» aktiv.',
  'validation.override_active_read_only':
    'Eine aktive Umleitung kann nur deaktiviert, aber nicht geändert oder gelöscht werden.',
  // spec 02 §5 interconnections (/tree/connections)
  'validation.interconnection_conflict':
    'Für diesen Bereich ist bereits die Mitanzeige «{name}» eingeschaltet.',
  'validation.interconnection_active_read_only':
    'Eine eingeschaltete Mitanzeige kann nur ausgeschaltet, aber nicht geändert oder gelöscht werden.',
  'validation.interconnection_section_not_shown':
    'Die Anzeigegruppe des Bereichs zeigt keine Rufe dieses Bereichs.',
  'validation.linked_system_tree_node_chain':
    'Mit diesem Element sind Geräte verknüpft, daher kann es selbst nicht verknüpft werden.',
  'validation.required_inherited_child':
    'Dieses Feld ist erforderlich, weil ein untergeordnetes Element diese Daten erbt.',
  'validation.required_inherited_parent': 'Das übergeordnete Element stellt keine Daten zum Erben bereit.',
  'validation.node_open_calls':
    'Das Element hat offene Rufe und kann erst bearbeitet werden, wenn diese beendet sind.',
  'validation.node_has_children':
    '«{name}» hat untergeordnete Elemente und kann nicht gelöscht werden. Entfernen Sie zuerst diese.',
  'validation.inheriting_cannot_move': 'Ein Gerät, das Daten erbt, kann nicht verschoben werden.',
  'validation.parent_section_inherited':
    'Das übergeordnete Element kann nicht geändert werden, solange der Bereich geerbt wird und untergeordnete Elemente ihn erben.',
  'validation.section_inherited_by_children':
    'Untergeordnete Elemente erben diesen Bereich, daher kann er nicht geändert werden.',
  'validation.section_inherited': 'Der Bereich wird geerbt und kann hier nicht geändert werden.',
  'validation.parent_chain_depth': 'Höchstens {max} übergeordnete Ebenen sind erlaubt.',
};

const en: Catalogue = {
  'note.preset.BATTERY_REPLACED': 'Battery replaced',
  'note.preset.DEFECTIVE': 'Defective',
  'note.preset.ELEVATOR_LOCKDOWN': 'Elevator lockdown',
  'note.preset.IN_REPAIR': 'In repair',
  'note.preset.LOST': 'Lost',
  'note.preset.REPLACED': 'Replaced',
  'validation.display_group_override_active':
    'The active diversion “{name}” covers this data; it can be changed only once the diversion is deactivated.',
  'validation.override_conflict':
    'The diversion “{name}” is already active for a selected section or device.',
  'validation.override_active_read_only':
    'An active diversion can only be deactivated, not changed or deleted.',
  // spec 02 §5 interconnections (/tree/connections)
  'validation.interconnection_conflict': 'The call sharing “{name}” is already switched on for this section.',
  'validation.interconnection_active_read_only':
    'Call sharing that is switched on can only be switched off, not changed or deleted.',
  'validation.interconnection_section_not_shown':
    "The section's display group shows no calls of this section.",
  'validation.linked_system_tree_node_chain':
    'Devices are linked to this element, so it cannot itself be linked.',
  'validation.required_inherited_child': 'This field is required because a child element inherits this data.',
  'validation.required_inherited_parent': 'The parent element provides no data to inherit.',
  'validation.node_open_calls': 'The element has open calls and can be edited only once they are closed.',
  'validation.node_has_children': '“{name}” has child elements and cannot be deleted. Remove them first.',
  'validation.inheriting_cannot_move': 'A device that inherits data cannot be moved.',
  'validation.parent_section_inherited':
    'The parent cannot be changed while the section is inherited and child elements inherit it.',
  'validation.section_inherited_by_children': 'Child elements inherit this section, so it cannot be changed.',
  'validation.section_inherited': 'The section is inherited and cannot be changed here.',
  'validation.parent_chain_depth': 'At most {max} parent levels are allowed.',
};

const fr: Catalogue = {
  'note.preset.BATTERY_REPLACED': 'Pile remplacée',
  'note.preset.DEFECTIVE': 'Défectueux',
  'note.preset.ELEVATOR_LOCKDOWN': 'Blocage de l’ascenseur',
  'note.preset.IN_REPAIR': 'En réparation',
  'note.preset.LOST': 'Perdu',
  'note.preset.REPLACED': 'Remplacé',
  'validation.display_group_override_active':
    'Le renvoi actif « {name} » concerne ces données ; elles ne peuvent être modifiées qu’après sa désactivation.',
  'validation.override_conflict':
    'Le renvoi « {name} » est déjà actif pour un secteur ou un appareil choisi.',
  'validation.override_active_read_only':
    'Un renvoi actif peut seulement être désactivé, ni modifié ni supprimé.',
  // spec 02 §5 interconnections (/tree/connections)
  'validation.interconnection_conflict': 'Le partage d’appels « {name} » est déjà activé pour ce secteur.',
  'validation.interconnection_active_read_only':
    'Un partage d’appels activé peut seulement être désactivé, ni modifié ni supprimé.',
  'validation.interconnection_section_not_shown':
    'Le groupe d’affichage du secteur n’affiche aucun appel de ce secteur.',
  'validation.linked_system_tree_node_chain':
    'Des appareils sont liés à cet élément, il ne peut donc pas être lié lui-même.',
  'validation.required_inherited_child':
    'Ce champ est obligatoire car un élément enfant hérite de ces données.',
  'validation.required_inherited_parent': 'L’élément parent ne fournit aucune donnée à hériter.',
  'validation.node_open_calls':
    'L’élément a des appels ouverts et ne peut être modifié qu’une fois ceux-ci terminés.',
  'validation.node_has_children':
    '« {name} » a des éléments enfants et ne peut pas être supprimé. Supprimez-les d’abord.',
  'validation.inheriting_cannot_move': 'Un appareil qui hérite de données ne peut pas être déplacé.',
  'validation.parent_section_inherited':
    'Le parent ne peut pas être modifié tant que le secteur est hérité et que des éléments enfants en héritent.',
  'validation.section_inherited_by_children':
    'Des éléments enfants héritent de ce secteur, il ne peut donc pas être modifié.',
  'validation.section_inherited': 'Le secteur est hérité et ne peut pas être modifié ici.',
  'validation.parent_chain_depth': 'Au maximum {max} niveaux parents sont autorisés.',
};

const it: Catalogue = {
  'note.preset.BATTERY_REPLACED': 'Batteria sostituita',
  'note.preset.DEFECTIVE': 'Difettoso',
  'note.preset.ELEVATOR_LOCKDOWN': 'Blocco ascensore',
  'note.preset.IN_REPAIR': 'In riparazione',
  'note.preset.LOST': 'Perso',
  'note.preset.REPLACED': 'Sostituito',
  'validation.display_group_override_active':
    'La deviazione attiva «{name}» riguarda questi dati; possono essere modificati solo dopo la sua disattivazione.',
  'validation.override_conflict':
    'Per un settore o un dispositivo scelto è già attiva la deviazione «{name}».',
  'validation.override_active_read_only':
    'Una deviazione attiva può solo essere disattivata, non modificata né eliminata.',
  // spec 02 §5 interconnections (/tree/connections)
  'validation.interconnection_conflict': 'Per questo settore è già attiva la condivisione «{name}».',
  'validation.interconnection_active_read_only':
    'Una condivisione attiva può solo essere disattivata, non modificata né eliminata.',
  'validation.interconnection_section_not_shown':
    'Il gruppo di visualizzazione del settore non mostra chiamate di questo settore.',
  'validation.linked_system_tree_node_chain':
    'A questo elemento sono collegati dei dispositivi, quindi non può essere collegato a sua volta.',
  'validation.required_inherited_child':
    'Questo campo è obbligatorio perché un elemento subordinato eredita questi dati.',
  'validation.required_inherited_parent': "L'elemento superiore non fornisce dati da ereditare.",
  'validation.node_open_calls':
    "L'elemento ha chiamate aperte e può essere modificato solo quando sono chiuse.",
  'validation.node_has_children':
    '«{name}» ha elementi subordinati e non può essere eliminato. Rimuoverli prima.',
  'validation.inheriting_cannot_move': 'Un dispositivo che eredita dati non può essere spostato.',
  'validation.parent_section_inherited':
    "L'elemento superiore non può essere cambiato finché il settore è ereditato e gli elementi subordinati lo ereditano.",
  'validation.section_inherited_by_children':
    'Gli elementi subordinati ereditano questo settore, quindi non può essere cambiato.',
  'validation.section_inherited': 'Il settore è ereditato e non può essere cambiato qui.',
  'validation.parent_chain_depth': 'Sono ammessi al massimo {max} livelli superiori.',
};

export const TREE_MESSAGES: Record<'de' | 'en' | 'fr' | 'it', Catalogue> = { de, en, fr, it };
