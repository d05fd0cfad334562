// The changelog's field column names each field as the administration does (its form's label), never by the
// protocol's column name: the labels are the admin entities' (admin.<plural>.fields), which the sync screen loads
// with its code (app/screens.tsx). A display group's connections are rows of its form (admin.displayGroups.items).
import type { ConfigKind } from '@cs/contracts/gets/config-kinds';

const LABELS_OF: Record<ConfigKind, string> = {
  nodes: 'admin.systemTreeNodes.fields',
  sections: 'admin.sections.fields',
  call_types: 'admin.callTypes.fields',
  call_sources: 'admin.callSources.fields',
  schedules: 'admin.schedules.fields',
  display_groups: 'admin.displayGroups.fields',
  display_group_connections: 'admin.displayGroups.items',
};

/** The i18n key of a field's label; a kind the console does not know yet has none (null). */
export function fieldLabelKey(kind: string, field: string): string | null {
  const prefix = (LABELS_OF as Record<string, string | undefined>)[kind];
  return prefix ? `${prefix}.${field}` : null;
}
