// What a paired phone reads back from storage is read by a schema (issue 34: no casts of data from outside the
// code): a pairing it cannot read is none, a user it cannot read is nobody (docs/protocols.md §7 pairing).
import { describe, expect, it } from 'vitest';
import { readPhone, writePhone } from './app-storage.ts';

const storage = (value: unknown) => {
  const store = new Map<string, string>([['cs.app.a', JSON.stringify(value)]]);
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> as Storage;
};

describe('a stored phone (spec 02 §7 storagePartition)', () => {
  it('reads back what was written', () => {
    const s = storage(null);
    const phone = {
      clientId: 4,
      secret: 's3cret',
      user: { user: 'lea', display_name: 'Lea M.', group: 'Pflege' },
    };
    writePhone('a', phone, s);
    expect(readPhone('a', s)).toEqual(phone);
  });

  it('a user it cannot read is nobody; a pairing it cannot read is none', () => {
    expect(readPhone('a', storage({ clientId: 4, secret: 's', user: { user: 7 } }))).toEqual({
      clientId: 4,
      secret: 's',
      user: null,
    });
    expect(readPhone('a', storage({ clientId: '4', secret: 's' }))).toBeNull();
  });
});
