// Spec 01 §9 video stream frame: it appears 1 s after the videostream message and is removed after 5 min.
export const VIDEO_APPEAR_MS = 1_000;
export const VIDEO_LIFETIME_MS = 5 * 60_000;
