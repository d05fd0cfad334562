// The display's rules (spec 01 §4 filtering and ordering, spec 01 §3 special ids): the console shows by them,
// the scenarios expect by them, the mocks serve by them.
export * from './display/display-group.ts';
export * from './display/filter.ts';
export * from './display/order.ts';
export * from './schedule.ts';
export * from './display/section-filter.ts';
export * from './display/special-ids.ts';
export * from './display/time.ts';
export * from './display/types.ts';
export * from './display/weekend.ts';
