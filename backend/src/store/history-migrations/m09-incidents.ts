// 9: device monitoring and incidents (issue 18; spec 02 §3 hub log events, incidents). device_events keeps the
// hubs' and the Gets' device log (BatteryUpdate, Criterion, DeviceFound, DeviceLost, Info; never Supervision);
// device_heard is the last time each device was heard, written in batches by the monitor's sweep (not per
// heartbeat); device_reachability one row per change of a device's reachability (the 14-day history).
// An incident is keyed by (system, device, kind, monitor): recovered_at is set when its condition clears, so a
// condition whose latest incident is not recovered has an incident already (closed by a user or not).

export const migration9 = `CREATE TABLE device_events (
   id INTEGER PRIMARY KEY AUTOINCREMENT,
   system_id INTEGER NOT NULL,
   device_number INTEGER,
   hub_id INTEGER,
   source TEXT NOT NULL,
   at TEXT NOT NULL,
   type TEXT NOT NULL,
   battery INTEGER,
   criterion TEXT,
   text TEXT
 );
 CREATE INDEX device_events_device ON device_events(system_id, device_number, at);
 CREATE INDEX device_events_type_at ON device_events(type, at);
 CREATE TABLE device_heard (
   system_id INTEGER NOT NULL,
   device_number INTEGER NOT NULL,
   heard_at TEXT NOT NULL,
   hub_id INTEGER,
   PRIMARY KEY (system_id, device_number)
 ) WITHOUT ROWID;
 CREATE TABLE device_reachability (
   system_id INTEGER NOT NULL,
   device_number INTEGER NOT NULL,
   at TEXT NOT NULL,
   reachable INTEGER NOT NULL
 );
 CREATE INDEX device_reachability_device ON device_reachability(system_id, device_number, at);
 CREATE TABLE incidents (
   id INTEGER PRIMARY KEY AUTOINCREMENT,
   system_id INTEGER NOT NULL,
   device_number INTEGER NOT NULL,
   hub_id INTEGER,
   kind TEXT NOT NULL,
   monitor_id INTEGER NOT NULL DEFAULT 0,
   severity TEXT NOT NULL,
   state TEXT NOT NULL,
   assigned_user_id INTEGER,
   assigned_user_name TEXT,
   detail TEXT NOT NULL DEFAULT '{}',
   opened_at TEXT NOT NULL,
   closed_at TEXT,
   closed_by TEXT,
   recovered_at TEXT
 );
 CREATE INDEX incidents_condition ON incidents(system_id, device_number, kind, monitor_id, id);
 CREATE INDEX incidents_open ON incidents(recovered_at);
 CREATE INDEX incidents_system_opened ON incidents(system_id, opened_at);
 CREATE TABLE incident_events (
   id INTEGER PRIMARY KEY AUTOINCREMENT,
   incident_id INTEGER NOT NULL REFERENCES incidents(id),
   at TEXT NOT NULL,
   type TEXT NOT NULL,
   user_name TEXT,
   data TEXT NOT NULL DEFAULT '{}'
 );
 CREATE INDEX incident_events_incident ON incident_events(incident_id, id);`;
