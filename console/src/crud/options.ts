// Option labels of spec 02 §9 for numeric codes (values stay numbers), and how references are offered
// to pick from. Which values a field takes is the entity description's (generated metadata).
import {
  DISPLAY_GROUP_ALL,
  DISPLAY_GROUP_NONE,
  DISPLAY_GROUP_SECTION,
  SCHEDULE_NONE,
} from '@cs/contracts/vocabulary';
import type { RefMeta } from './entity-meta.ts';
import type { CrudRecord, Option, RelationOptions } from './field-def.ts';

/** Spec 02 §9 function codes of indicators: only 1 (soft continuous light) and 255 (none) have a meaning. */
export const INDICATOR_FN: Option[] = [
  { value: 255, label: 'admin.options.indicatorFn.255' },
  { value: 1, label: 'admin.options.indicatorFn.1' },
];

/** Spec 01 §3 special ids: what they mean where a select offers them (schedule none and display group none). */
const SPECIAL_LABELS: ReadonlyMap<number, string> = new Map([
  [SCHEDULE_NONE, 'admin.options.none'],
  [DISPLAY_GROUP_NONE, 'admin.options.none'],
  [DISPLAY_GROUP_ALL, 'admin.options.allGroups'],
  [DISPLAY_GROUP_SECTION, 'admin.options.sectionGroup'],
]);

interface MapCheckpoint {
  id: number | null;
  number: number | null;
  text: string | null;
}
/** Every checkpoint of every checkpoint map, as map name and checkpoint number and text (flight profiles). */
const checkpointOptions = (maps: readonly CrudRecord[]): Option[] =>
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
  );

/** How the records of a type are offered where a field refers to them (the label field, a list of its own). */
const LOOKS: Readonly<Record<string, Partial<RelationOptions>>> = {
  CallSource: { label: 'text' },
  /** the system tree's nodes with their kind (flight profiles) */
  SystemTreeNode: {
    toOptions: (nodes, t) =>
      nodes.map((n) => ({
        value: n.id,
        label: `${String(n.name)} (${t(`admin.options.nodeKind.${String(n.kind)}`)})`,
        plain: true,
      })),
  },
};

/** The options of a reference: the other entity's records, its special ids first (none before the rest). */
export function relationFor(ref: RefMeta): RelationOptions {
  const extra = [...(ref.special ?? [])]
    .sort((a, b) => b - a)
    .map((value) => ({ value, label: SPECIAL_LABELS.get(value) ?? String(value) }));
  return {
    type: ref.type,
    plural: ref.plural,
    ...(extra.length ? { extra } : {}),
    ...LOOKS[ref.type],
    ...(ref.items === 'checkpoints' ? { toOptions: checkpointOptions } : {}),
  };
}

/** The schedules a section's rows follow (its lookup list). */
export const SCHEDULES = relationFor({ type: 'Schedule', plural: 'schedules', special: [SCHEDULE_NONE] });

/** A stored record's password: kept when left empty, or none stored (password_set false: a hub's, a configurator's). */
export const keepHint = (r: CrudRecord) =>
  r.id > 0 ? (r.password_set === false ? 'admin.hints.passwordNone' : 'admin.hints.passwordKeep') : undefined;
/**
 * A stored secret (a password) is kept when the field is left empty; a new record, and a copy, need it
 * entered: a copy is a new connection and never takes the original's secret along.
 */
export const storedSecret = {
  hint: (r: CrudRecord) => keepHint(r) ?? 'admin.hints.passwordNew',
  requiredWhen: (r: CrudRecord) => r.id < 0,
};
