// Spec 01 §3 special ids.
export { SCHEDULE_ALL_DAY, SCHEDULE_NONE } from '../schedule.ts';
export const DISPLAY_GROUP_NONE = 255;
export const DISPLAY_GROUP_ALL = 254;
export const DISPLAY_GROUP_SECTION = 253;
/** URL parameters wd_groups/we_groups use -1 for none (spec 01 §2). */
export const URL_GROUP_NONE = -1;
