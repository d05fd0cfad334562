// Stored credentials stay with the address they were entered for: changing a configurator's
// or hub's address without entering its password again would send the stored password to whoever answers
// at the new address. So a changed address needs the password in the same save.
import type { EntityRecord, FieldViolation, SaveContext } from '../crud/entity.ts';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

export const passwordAgainWhenAddressChanges =
  (addressFields: readonly string[]) =>
  (record: EntityRecord, { current, input }: SaveContext): FieldViolation[] => {
    if (!current || !isEmpty(input.password)) return [];
    const moved = addressFields.some((f) => String(record[f] ?? '') !== String(current[f] ?? ''));
    return moved && !isEmpty(current.password) ? [{ field: 'password', key: 'password_again' }] : [];
  };
