// Spec 01 §3 special ids: stated in the vocabulary (@cs/contracts/vocabulary), re-exported with the display's rules.
export {
  DISPLAY_GROUP_ALL,
  DISPLAY_GROUP_NONE,
  DISPLAY_GROUP_SECTION,
  SCHEDULE_ALL_DAY,
  SCHEDULE_NONE,
} from '@cs/contracts/vocabulary';
/** URL parameters wd_groups/we_groups use -1 for none (spec 01 §2). */
export const URL_GROUP_NONE = -1;
