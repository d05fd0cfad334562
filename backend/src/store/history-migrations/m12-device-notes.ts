// 12: notes on devices (spec 02 §3 "Note (on a device): text, author, created_at. Presets: battery replaced,
// defective, elevator lockdown, in repair, lost, replaced"). A log, not configuration: kept here, not in the system
// document (a note is never sent to the call system, never part of a sync or a commit). preset is the preset's key
// (translated when read) or null for free text; user_name is the author's name as it was when the note was written.
export const migration12 = `CREATE TABLE device_notes (
   id INTEGER PRIMARY KEY AUTOINCREMENT,
   system_id INTEGER NOT NULL,
   node_id INTEGER NOT NULL,
   preset TEXT,
   text TEXT NOT NULL DEFAULT '',
   user_id INTEGER NOT NULL,
   user_name TEXT NOT NULL,
   created_at TEXT NOT NULL
 );
 CREATE INDEX device_notes_node ON device_notes(system_id, node_id, id);`;
