// The roster's shapes (roster.ts generates it), apart so the ward's type (types.ts) names them without importing
// the generator that imports the ward's types (no import cycle: ARCHITECTURE §2).
export const SHIFT_NAMES = ['early', 'late', 'night'] as const;
export type ShiftName = (typeof SHIFT_NAMES)[number];

/** How she answers her phone (twin/src/phones/phone-machine.ts PhoneBehaviour, seeded per nurse). */
export interface NurseBehaviour {
  answer: 'accept' | 'reject' | 'ignore';
  responseMeanS: number;
  walkMeanS: number;
  careMeanS: number;
}

export interface RosterNurse {
  /** login name of her app user, unique in the ward (first.last, ASCII) */
  user: string;
  /** as the displays show her: 'Lea M.' */
  display: string;
  shift: ShiftName;
  section_id: number;
  behaviour: NurseBehaviour;
  /** her phone's random seed */
  seed: number;
}
