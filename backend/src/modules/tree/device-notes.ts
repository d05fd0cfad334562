// Notes on devices in the history store (history-db migration 12; spec 02 §3 "Note (on a device)"). Rows only:
// who may write and what is valid is tree-notes.ts's job.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { int, rowsOf, text } from '../../store/sqlite-rows.ts';

/** Spec 02 §3 note presets: battery replaced, defective, elevator lockdown, in repair, lost, replaced. */
export const NOTE_PRESETS = [
  'BATTERY_REPLACED',
  'DEFECTIVE',
  'ELEVATOR_LOCKDOWN',
  'IN_REPAIR',
  'LOST',
  'REPLACED',
] as const;
export type NotePreset = (typeof NOTE_PRESETS)[number];

/** The most notes one node's list answers (newest first); older ones stay stored. */
export const NOTES_LISTED = 100;

const deviceNoteRow = z.object({
  id: int(),
  system_id: int(),
  node_id: int(),
  preset: z.enum(NOTE_PRESETS).nullable(),
  text: text(),
  user_id: int(),
  user_name: text(),
  /** ISO 8601 UTC */
  created_at: text(),
});
export type DeviceNoteRow = z.infer<typeof deviceNoteRow>;

export type NewDeviceNote = Omit<DeviceNoteRow, 'id'>;

export class DeviceNotes {
  constructor(private readonly db: DatabaseSync) {}

  add(note: NewDeviceNote): DeviceNoteRow {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO device_notes (system_id, node_id, preset, text, user_id, user_name, created_at)
         VALUES (:system_id, :node_id, :preset, :text, :user_id, :user_name, :created_at)`,
      )
      .run({ ...note });
    return { ...note, id: Number(lastInsertRowid) };
  }

  /** The node's notes, newest first (by id: the order they were written in). */
  list(systemId: number, nodeId: number, limit = NOTES_LISTED): DeviceNoteRow[] {
    return rowsOf(
      deviceNoteRow,
      this.db
        .prepare('SELECT * FROM device_notes WHERE system_id = ? AND node_id = ? ORDER BY id DESC LIMIT ?')
        .all(systemId, nodeId, limit),
    );
  }

  latest(systemId: number, nodeId: number): DeviceNoteRow | null {
    return this.list(systemId, nodeId, 1)[0] ?? null;
  }

  /**
   * Forgets the notes of deleted nodes: a new node may get a deleted one's id (tree-mutations.ts numbers new
   * nodes after the highest), and must not inherit its notes.
   */
  removeNodes(systemId: number, nodeIds: readonly number[]): void {
    const remove = this.db.prepare('DELETE FROM device_notes WHERE system_id = ? AND node_id = ?');
    for (const id of nodeIds) remove.run(systemId, id);
  }
}
