// How the seeds hash the passwords they set (the server hands in its own hasher), apart from demo-facility.ts so
// the seeds it calls name it without importing it (no import cycle: ARCHITECTURE §2).
export type PasswordHasher = (password: string) => Promise<string>;
