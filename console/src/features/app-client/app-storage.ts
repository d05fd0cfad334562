// What a paired phone keeps (docs/protocols.md §7 pairing): its client id and secret, and who was logged in
// (for the name in the header before the server confirms it). One entry per storage partition (spec 02 §7
// storagePartition): the demo's three clients share the browser's storage, each under its own key.
import type { AppUser } from './app-state.ts';

export interface StoredPhone {
  clientId: number;
  secret: string;
  user: AppUser | null;
}

const key = (partition: string) => `cs.app.${partition}`;

export function readPhone(partition: string, storage: Storage = localStorage): StoredPhone | null {
  try {
    const value = JSON.parse(storage.getItem(key(partition)) ?? 'null') as Partial<StoredPhone> | null;
    if (typeof value?.clientId !== 'number' || typeof value.secret !== 'string') return null;
    return { clientId: value.clientId, secret: value.secret, user: value.user ?? null };
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
