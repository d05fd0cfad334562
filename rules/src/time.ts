// The zoned-time module (ARCHITECTURE §7, spec 01 §9): instants in UTC with the zone explicit, inputs and
// displays in the facility's zone, dd.MM.yyyy and HH:mm in every language, weeks from Monday.
export * from './time/calendar.ts';
export * from './time/clock-time.ts';
export * from './time/date-ranges.ts';
export * from './time/instant.ts';
export * from './time/wall-clock.ts';
export * from './time/zone.ts';
