// A row the configurator refused (docs/protocols.md §2.1 invalid_change: kind, id, column, catalogue key and data),
// located in the product: the record it belongs to (a display group connection's is its group), the field the
// user edits, and the record's form (spec 01 §8, spec 02 §8: the error names what to fix and leads there).
import { getsInvalidChange, isConfigKind, type ConfigKind } from '@cs/contracts/gets';
import type { EntityDescription } from '../../crud/entity.ts';
import { GETS_ENTITIES } from '../../crud/registry.ts';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { RefusedRecord } from '../../platform/event-bus.ts';
import type { SystemDoc } from '../../store/config-types.ts';

export type { RefusedRecord };

function carrierOf(kind: ConfigKind): { d: EntityDescription; nested: boolean } | null {
  for (const d of GETS_ENTITIES) {
    if (d.gets?.kind === kind) return { d, nested: false };
    if (d.gets?.items?.kind === kind) return { d, nested: true };
  }
  return null;
}

/** The form a record opens in: the tree's node form, or its admin list's form (spec 01 §2 routes). */
function formPath(d: EntityDescription, id: number): string {
  if (d.lookupOnly) return `/tree/edit/${id}`;
  const route = d.route!;
  return `/${route.area ?? 'admin'}/${route.formSegment ?? route.segment}/edit/${id}`;
}

/** The record of an `invalid_change` answer, or null when the answer does not name one. */
export function refusedRecordOf(body: unknown, doc: SystemDoc | undefined): RefusedRecord | null {
  const parsed = getsInvalidChange.safeParse(body);
  if (!parsed.success) return null;
  const { kind, id, field, key, data } = parsed.data;
  if (!kind || !isConfigKind(kind) || id == null || !field || !key) return null;
  const carrier = carrierOf(kind);
  if (!carrier) return null;
  const { d, nested } = carrier;
  const items = d.gets?.items;
  let entityId = id;
  if (nested && items) {
    const lists = (doc as unknown as Record<string, { id: number }[]> | undefined)?.[d.collection] ?? [];
    const parent = lists.find((r) =>
      ((r as Record<string, unknown>)[items.field] as { id: number }[] | undefined)?.some((i) => i.id === id),
    );
    entityId = parent?.id ?? id;
  }
  return {
    entity: d.entity,
    entity_kind: kind,
    row_id: id,
    entity_id: entityId,
    field: nested && items ? items.field : field,
    column: field,
    key,
    data: data ?? {},
    path: formPath(d, entityId),
  };
}

/** The record, its field and the configurator's reason in the reader's language. */
export function refusedText(locale: Locale, r: RefusedRecord) {
  return {
    entity: t(locale, `entity.${r.entity}`),
    reason: t(locale, `validation.${r.key}`, r.data),
  };
}

/** The record as GraphQL answers it (ConfigRefusedRecord, sync.graphql). */
export function refusedView(locale: Locale, r: RefusedRecord) {
  const { entity, reason } = refusedText(locale, r);
  return { ...r, entity_label: entity, data: JSON.stringify(r.data), reason };
}

/** 'Der Konfigurator hat Rufart 7 abgelehnt, Feld name: Höchstens 32 Zeichen erlaubt' in the reader's language. */
export const refusedMessage = (locale: Locale, r: RefusedRecord) => {
  const { entity, reason } = refusedText(locale, r);
  return t(locale, 'sync.refused_row', { entity, id: r.entity_id, field: r.field, reason });
};
