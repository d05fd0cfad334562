// Spec 01 §3 call type urgency. The one statement of the values and their order: the protocols' schemas, the
// display's order (spec 01 §4), the phones' order, the filters, the forms and the exports all read it here, and
// the locales key their texts by it.

/** Least urgent first (spec 01 §9: NORMAL < URGENT < EMERGENCY). */
export const URGENCIES = ['NORMAL', 'URGENT', 'EMERGENCY'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** Most urgent first: the order a display, a phone and a filter list them in (spec 01 §4). */
export const URGENCIES_MOST_URGENT_FIRST: readonly Urgency[] = [...URGENCIES].reverse();

const RANK: Readonly<Record<Urgency, number>> = { NORMAL: 0, URGENT: 1, EMERGENCY: 2 };

/** Negative when `a` is more urgent than `b`: sorts the most urgent first. */
export const byUrgencyMostFirst = (a: Urgency, b: Urgency): number => RANK[b] - RANK[a];

/** URGENT and EMERGENCY are 'elevated': they pass a display group's filter and outrank a presence. */
export const isElevated = (urgency: Urgency | null | undefined): boolean =>
  urgency !== undefined && urgency !== null && RANK[urgency] > RANK.NORMAL;

export const isUrgency = (value: unknown): value is Urgency =>
  typeof value === 'string' && (URGENCIES as readonly string[]).includes(value);
