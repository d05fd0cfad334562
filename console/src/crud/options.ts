// Fixed option lists of spec 02 §9 (values stay numbers where the spec's values are numbers) and
// the relations the forms pick from.
import type { CrudRecord, Option, RelationOptions } from './resource.ts';

const range = (n: number, prefix: string): Option[] =>
  Array.from({ length: n }, (_, i) => ({ value: i, label: `${prefix}.${i}` }));
const keys = (values: readonly string[], prefix: string): Option[] =>
  values.map((v) => ({ value: v, label: `${prefix}.${v}` }));

export const URGENCY = keys(['NORMAL', 'URGENT', 'EMERGENCY'], 'admin.options.urgency');
export const FLAG = keys(['none', 'presence', 'defect'], 'admin.options.flag');
/** Spec 02 §9 call type indication types 0-4. */
export const INDICATION = range(5, 'admin.options.indication');
/** Spec 02 §9 LED colours 0-7. */
export const LED = range(8, 'admin.options.led');
/** Spec 02 §9 button functions 0-11 and button types 0-3. */
export const BUTTON_FN = range(12, 'admin.options.buttonFn');
export const BUTTON_TYPE = range(4, 'admin.options.buttonType');
/** Spec 02 §9 function codes: 1 soft continuous light, 255 none. */
export const INDICATOR_FN: Option[] = [
  { value: 255, label: 'admin.options.indicatorFn.255' },
  { value: 1, label: 'admin.options.indicatorFn.1' },
];
export const NOTE_COLOR = keys(['yellow', 'blue', 'green', 'red'], 'admin.options.noteColor');
export const LOCALE = keys(['de', 'en', 'fr', 'it'], 'languages').map((o) => ({
  ...o,
  label: `languages.${o.value}`,
}));
export const CATEGORY = keys(['Care', 'Tech'], 'admin.options.category');
export const CLASS = keys(['Alert', 'Critical', 'Info'], 'admin.options.class');
/** Spec 02 §3 alert channel recipient types. */
export const RECIPIENT_TYPE = keys(['single', 'group'], 'admin.options.recipientType');
/** Spec 02 §3 call type display_config flags. */
export const DISPLAY_CONFIG = keys(
  ['fullscreen', 'hide_lower_priority', 'monitor_own_calls', 'normal_beep_15_sec', 'permanent_display_area'],
  'admin.options.displayConfig',
);

const rel = (type: string, plural: string, extra?: Option[]): RelationOptions => ({
  type,
  plural,
  ...(extra ? { extra } : {}),
});
/** Spec 01 §3 special ids. */
export const SCHEDULES = rel('Schedule', 'schedules', [{ value: 255, label: 'admin.options.none' }]);
export const DISPLAY_GROUPS = rel('DisplayGroup', 'displayGroups', [
  { value: 255, label: 'admin.options.none' },
  { value: 254, label: 'admin.options.allGroups' },
  { value: 253, label: 'admin.options.sectionGroup' },
]);
export const SECTIONS = rel('Section', 'sections');
export const CALL_TYPES = rel('CallType', 'callTypes');
export const CALL_SOURCES: RelationOptions = { ...rel('CallSource', 'callSources'), label: 'text' };
export const CALL_SOURCE_GROUPS = rel('CallSourceGroup', 'callSourceGroups');
export const ROLES = rel('Role', 'roles');

interface MapCheckpoint {
  id: number | null;
  number: number | null;
  text: string | null;
}
/** Every checkpoint of every checkpoint map, as map name and checkpoint number and text (flight profiles). */
export const CHECKPOINTS: RelationOptions = {
  ...rel('CheckpointMap', 'checkpointMaps'),
  toOptions: (maps) =>
    maps.flatMap((m) =>
      ((m.checkpoints as MapCheckpoint[] | null) ?? []).flatMap((c) =>
        c.id == null
          ? []
          : [
              {
                value: c.id,
                label: `${String(m.name)} · ${c.number ?? ''}${c.text ? ` ${c.text}` : ''}`,
                plain: true,
              },
            ],
      ),
    ),
};
/** The system tree's nodes with their kind (flight profiles). */
export const TREE_NODES: RelationOptions = {
  ...rel('SystemTreeNode', 'systemTreeNodes'),
  toOptions: (nodes, t) =>
    nodes.map((n) => ({
      value: n.id,
      label: `${String(n.name)} (${t(`admin.options.nodeKind.${String(n.kind)}`)})`,
      plain: true,
    })),
};

/** Stored secrets are kept when the field is left empty; a new record has nothing to keep. */
export const keepHint = (r: CrudRecord) => (r.id > 0 ? 'admin.hints.passwordKeep' : undefined);
