// A device note as the API answers it, and the node detail's note fields (tree-notes.graphql; spec 02 §3 Note (on
// a device), relations: latest_note with text, created_at, user name).
import type { GraphQLContext } from '../../context.ts';
import type { DeviceNote, SystemTreeNodeDetail } from '../../generated/graphql.ts';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { SystemTreeNodeRecord } from '../../store/config-types.ts';
import type { DeviceNoteRow } from './device-notes.ts';
import type { Caller } from './tree-access.ts';
import { missingFor } from './tree-permissions.ts';

/** The longest free text (a note is a line in a log, not a document). */
export const NOTE_MAX_LENGTH = 500;

/** A stored note as the API answers it: a preset's text in the request's language. */
export const noteView = (locale: Locale, row: DeviceNoteRow): DeviceNote => ({
  id: row.id,
  node_id: row.node_id,
  preset: row.preset,
  text: row.preset ? t(locale, `note.preset.${row.preset}`) : row.text,
  user_name: row.user_name,
  created_at: row.created_at,
});

export const mayAddNote = (caller: Caller, node: Pick<SystemTreeNodeRecord, 'kind' | 'is_tech'>) =>
  missingFor(caller, node, 'comment') === null;

/** The node detail's note fields (spec 02 §3 relations: latest_note). */
export function noteFields(
  ctx: GraphQLContext,
  caller: Caller,
  node: SystemTreeNodeRecord,
): Pick<SystemTreeNodeDetail, 'notes' | 'latest_note' | 'may_add_note'> {
  const notes = ctx.services.deviceNotes.list(ctx.systemId, node.id).map((r) => noteView(ctx.locale, r));
  return { notes, latest_note: notes[0] ?? null, may_add_note: mayAddNote(caller, node) };
}
