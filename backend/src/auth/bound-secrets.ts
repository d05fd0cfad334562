// Stored secrets stay with the address they were entered for (issue 33; @cs/rules/secret-address). Every store
// of secrets takes what it keeps of a secret left out of a save from here, and only from here: the entity
// descriptions (crud/validate.ts, each secret field's `address`) and the settings documents (the mail server,
// modules/mail/smtp-settings.ts; the LDAP and Gets-Cloud settings to come). A secret not given again is kept
// while its address stays; when a field of its address changed it is removed, so nothing sends it to whoever
// answers at the new address. Without the secret the link then fails visibly (unauthorized, 'authentication
// failed') until someone who knows it enters it again.
import { addressChanged, type SecretAddress } from '@cs/rules/secret-address';

/** The secrets a record holds, each with the fields of its address (none: it has no address). */
export type SecretAddresses = Readonly<Record<string, SecretAddress>>;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * What the secrets that a save leaves out become: the stored value while the secret's address is unchanged,
 * else null (removed). `given` says whether the save brings a new value of its own for a secret (those are not
 * answered here). `next` is the record about to be stored, with its address fields as saved.
 */
export function keptSecrets(
  secrets: SecretAddresses,
  stored: object | null,
  next: object,
  given: (secret: string) => boolean,
): Record<string, unknown> {
  const before = stored as Readonly<Record<string, unknown>> | null;
  const after = next as Readonly<Record<string, unknown>>;
  const kept: Record<string, unknown> = {};
  for (const [secret, address] of Object.entries(secrets)) {
    if (given(secret)) continue;
    const value = before?.[secret];
    kept[secret] = before && !isEmpty(value) && !addressChanged(address, before, after) ? value : null;
  }
  return kept;
}
