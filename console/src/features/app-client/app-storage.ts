// What a paired phone keeps (docs/protocols.md §7 pairing): its client id and secret, and who was logged in
// (for the name in the header before the server confirms it). One entry per storage partition (spec 02 §7
// storagePartition): the demo's three clients share the browser's storage, each under its own key.
import { z } from 'zod';
import type { AppUser } from './app-state.ts';

export interface StoredPhone {
  clientId: number;
  secret: string;
  user: AppUser | null;
}

const key = (partition: string) => `cs.app.${partition}`;

/** What storage may hold (another version of the app, a hand edit): a user it cannot read is nobody. */
const storedPhone = z.object({
  clientId: z.int(),
  secret: z.string(),
  user: z.object({ user: z.string(), display_name: z.string(), group: z.string() }).nullable().catch(null),
}) satisfies z.ZodType<StoredPhone>;

export function readPhone(partition: string, storage: Storage = localStorage): StoredPhone | null {
  try {
    const stored = storedPhone.safeParse(JSON.parse(storage.getItem(key(partition)) ?? 'null'));
    return stored.success ? stored.data : null;
  } catch {
    return null;
  }
}

export function writePhone(partition: string, phone: StoredPhone | null, storage: Storage = localStorage) {
  if (phone === null) storage.removeItem(key(partition));
  else storage.setItem(key(partition), JSON.stringify(phone));
}

/** The calls where the nurse said 'I am there' (the server does not repeat it after a reconnect or reload). */
export function readArrived(partition: string, storage: Storage = localStorage): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(`${key(partition)}.arrived`) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeArrived(partition: string, ids: ReadonlySet<string>, storage: Storage = localStorage) {
  if (ids.size === 0) storage.removeItem(`${key(partition)}.arrived`);
  else storage.setItem(`${key(partition)}.arrived`, JSON.stringify([...ids]));
}

/** The page's parameters: spec 02 §7 storagePartition, demoClient (the client record's id), demoUser. */
export interface AppParams {
  partition: string;
  demoClient: number | null;
  demoUser: string | null;
}

export function appParams(search: string): AppParams {
  const q = new URLSearchParams(search);
  const partition =
    q
      .get('storagePartition')
      ?.replace(/[^\w-]/g, '')
      .slice(0, 32) || 'default';
  const client = Number(q.get('demoClient'));
  return {
    partition,
    demoClient: Number.isInteger(client) && client > 0 ? client : null,
    demoUser: q.get('demoUser')?.slice(0, 64) || null,
  };
}
