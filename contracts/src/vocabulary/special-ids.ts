// Spec 01 §3 special ids: ids that are meanings, never stored rows. The configurator, the product's forms and
// references, the display's filter and the twin's ward all mean the same by them.

/** A section or profile without a schedule: display groups are not active. */
export const SCHEDULE_NONE = 255;
/** The all-day schedule: one interval, one boundary at 00:00 (a row the product keeps). */
export const SCHEDULE_ALL_DAY = 20;

/** No display group for this interval: group filtering is not active. */
export const DISPLAY_GROUP_NONE = 255;
/** Every display group: filtering is active and every pair passes. */
export const DISPLAY_GROUP_ALL = 254;
/** The section's own display groups decide. */
export const DISPLAY_GROUP_SECTION = 253;

/** Display group ids that are meanings (253-255), for lists and references that offer them before the rows. */
export const SPECIAL_DISPLAY_GROUPS = [DISPLAY_GROUP_SECTION, DISPLAY_GROUP_ALL, DISPLAY_GROUP_NONE] as const;
/** Schedule ids that are meanings and have no row (20, all day, is a row the product keeps). */
export const SPECIAL_SCHEDULES = [SCHEDULE_NONE] as const;
