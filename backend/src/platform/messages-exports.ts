// The export jobs' texts (spec 02 §8 export errors, spec 02 §3 call log fields), in the four languages: the
// errors, and the files' own words (titles, column headers, filter names, page numbers), written in the language
// of the user who started the export. Flattened to `export.*` keys for t().
import type { Locale } from './locale.ts';
import type { ExportTexts } from './export-texts/export-texts.ts';
import { de } from './export-texts/de.ts';
import { en } from './export-texts/en.ts';
import { fr } from './export-texts/fr.ts';
import { it } from './export-texts/it.ts';

function flatten(texts: ExportTexts): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') out[prefix] = value;
    else for (const [k, v] of Object.entries(value as object)) walk(`${prefix}.${k}`, v);
  };
  walk('export', texts);
  return out;
}

export const exportMessages: Record<Locale, Record<string, string>> = {
  de: flatten(de),
  en: flatten(en),
  fr: flatten(fr),
  it: flatten(it),
};
