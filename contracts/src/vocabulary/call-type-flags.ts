// Spec 01 §3 call type flag: what a call of the type is besides a call. A presence shows staff in the room
// (spec 01 §4), a defect is a device's fault report (hidden where display groups are not active), none is a call.
export const CALL_TYPE_FLAGS = ['presence', 'defect', 'none'] as const;
export type CallTypeFlag = (typeof CALL_TYPE_FLAGS)[number];

export const isCallTypeFlag = (value: unknown): value is CallTypeFlag =>
  typeof value === 'string' && (CALL_TYPE_FLAGS as readonly string[]).includes(value);
