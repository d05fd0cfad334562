// What can be done to a call or a device, by whom (spec 02 §3 call actions and device actions).

/** Spec 02 §3 device actions the console sends through the Gets (docs/protocols.md §2). */
export const DEVICE_ACTIONS = ['EndCalls', 'IgnoreDefects', 'Mute', 'Restart', 'Unmute'] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

/** Spec 02 §3 call actions a phone sends (docs/protocols.md §7 Action). */
export const APP_ACTIONS = ['Accepted', 'Rejected', 'Released', 'Callback', 'Muted', 'NFC'] as const;
export type AppAction = (typeof APP_ACTIONS)[number];

/** Spec 02 §3 call actions the server records on its own: escalation and resend timers, the release timeout. */
export const SERVER_ACTIONS = ['Escalated', 'Resent', 'Timeout'] as const;
export type ServerAction = (typeof SERVER_ACTIONS)[number];

export const CALL_ACTIONS = [...APP_ACTIONS, ...SERVER_ACTIONS] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];
