// The colour a badge gives each urgency on the phone views (/app and /pwa): red for an emergency, orange for an
// urgent call, grey for the rest. The wall display colours by call type instead (features/display/cards).
import type { Urgency } from '@cs/contracts/vocabulary';
import type { MantineColor } from '@mantine/core';

export const URGENCY_COLOR: Readonly<Record<Urgency, MantineColor>> = {
  EMERGENCY: 'red',
  URGENT: 'orange',
  NORMAL: 'gray',
};
