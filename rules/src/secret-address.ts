// A stored secret belongs to the address it was entered for (issue 33): a password saved for one mail server,
// configurator or hub must never be sent to whoever answers at another. So a secret declares the fields that make
// up its address, and a save that changes one of them without giving the secret again removes the stored secret.
// The backend applies it to every store of secrets (backend/src/auth/bound-secrets.ts); the console's forms say
// so before saving, with the same function.

/** The fields a secret's address is made of (host, port, TLS mode ...), in the record that holds the secret. */
export type SecretAddress = readonly string[];

/** How an address field compares: as text, without surrounding blanks, upper and lower case alike (host names). */
const comparable = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim().toLowerCase();

/** A field of the address differs between the stored record and the one about to be saved. */
export function addressChanged(address: SecretAddress, stored: object, next: object): boolean {
  const [before, after] = [stored, next] as Array<Readonly<Record<string, unknown>>>;
  return address.some((field) => comparable(before![field]) !== comparable(after![field]));
}

/** The mail server's password (global settings): the server's host, port and TLS mode. */
export const SMTP_PASSWORD_ADDRESS: SecretAddress = ['host', 'port', 'tls_mode'];
