// What counts as a secret wherever the backend records data (audit rows): every field an entity
// description marks secret, at any depth of its nested shapes (the list codegen writes from the descriptions:
// storage reads it without depending on every entity), and every key whose name says it holds one. Redaction
// keeps the fact that a secret was sent ('***'), never its value.
import { SECRET_FIELDS } from '../generated/secret-fields.ts';

export const REDACTED = '***';

/** Names that hold credentials in any input, described or not (login, set-password, demo, gateways). */
const SECRET_NAME = /passw(or)?d|secret|token|credential|api[-_]?key|private[-_]?key/i;

/** Deeper than any input the schema accepts; beyond it a value is dropped rather than walked. */
const MAX_DEPTH = 32;

const DESCRIBED = new Set(SECRET_FIELDS);

export const isSecretKey = (key: string): boolean => DESCRIBED.has(key) || SECRET_NAME.test(key);

/** A copy of `value` with every secret replaced by '***', at every depth of objects and lists. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretKey(key) && item !== null && item !== undefined ? REDACTED : redactSecrets(item, depth + 1),
    ]),
  );
}
