// How much the backend reads from a Gets or a hub before it calls the message a protocol fault (docs/protocols.md
// §6, issue 33): without a bound, one 64 MB stream line without a newline drove the backend from 360 to 954 MB and
// its answers from 10 ms to seconds, on every reconnect. The limits are the largest legitimate message with a wide
// margin (bench/network-limits.ts): a 1,000-bed hospital (1,792 devices) with every call type open on every device
// at once (9,544 calls) has a snapshot line of 1.7 MB and a GET /api/v1/calls of 1.4 MB; its largest configuration
// export (nodes, 3,317 rows) is 0.4 MB. Hub lines are a few hundred bytes.

/** one line of the Gets' event stream (the snapshot is the largest) */
export const MAX_GETS_LINE_BYTES = 16 * 1024 * 1024;
/** one line of a hub's event stream */
export const MAX_HUB_LINE_BYTES = 1024 * 1024;
/** one HTTP answer body of a Gets or hub (open calls, devices, a configuration export) */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
