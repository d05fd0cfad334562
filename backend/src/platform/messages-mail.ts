// Texts of the report mails and instant notifications (spec 02 §3 reports, send log, incident kinds, states,
// severity) and of the send log's errors (spec 02 §8 'Report send failed'), in the four languages. A mail is
// written in its recipient's language. Flattened to `mail.*` keys for t().
import type { Locale } from './locale.ts';
import { de } from './mail-texts/de.ts';
import { en } from './mail-texts/en.ts';
import { fr } from './mail-texts/fr.ts';
import { it } from './mail-texts/it.ts';

function flatten(value: unknown, prefix: string, into: Record<string, string>): Record<string, string> {
  if (typeof value === 'string') into[prefix] = value;
  else for (const [k, v] of Object.entries(value as object)) flatten(v, `${prefix}.${k}`, into);
  return into;
}

export const mailMessages: Record<Locale, Record<string, string>> = {
  de: flatten(de, 'mail', {}),
  en: flatten(en, 'mail', {}),
  fr: flatten(fr, 'mail', {}),
  it: flatten(it, 'mail', {}),
};
