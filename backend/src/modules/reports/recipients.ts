// Who gets a mail, in which language. Addresses are comma-separated (spec 02 §5); an address that belongs to a
// user is written in that user's language, any other in the installation's language (global settings locale),
// German when none. A mail is composed once per language and sent to each recipient on its own.
import { isLocale, type Locale } from '../../platform/locale.ts';
import type { UserRecord } from '../../store/config-types.ts';

export const splitAddresses = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);

/** Addresses (without duplicates, case-insensitive) grouped by the language their mail is written in. */
export function byLanguage(
  addresses: readonly string[],
  users: ReadonlyArray<Pick<UserRecord, 'email' | 'locale'>>,
  fallback: string,
): Map<Locale, string[]> {
  const localeOf = new Map<string, Locale>();
  for (const user of users)
    for (const address of splitAddresses(user.email))
      if (isLocale(user.locale)) localeOf.set(address.toLowerCase(), user.locale);
  const groups = new Map<Locale, string[]>();
  const seen = new Set<string>();
  for (const address of addresses) {
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const locale = localeOf.get(key) ?? (isLocale(fallback) ? fallback : 'de');
    groups.set(locale, [...(groups.get(locale) ?? []), address]);
  }
  return groups;
}
