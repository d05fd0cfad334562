// How long a password may be, in characters. The server judges (spec 01 §5: "validated by the server; the rules
// are not shown"); the forms, the login and the mocks read the same numbers.

/**
 * A console user's password: set by an administrator or by the user (set-password). At most what the login
 * accepts, so every password that can be set can sign in.
 */
export const USER_PASSWORD = { min: 8, max: 1024 } as const;

/** An app user's password, typed on a phone (docs/protocols.md §7 Login). */
export const APP_USER_PASSWORD = { min: 4, max: 128 } as const;
