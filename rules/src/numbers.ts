// Numbers in the Swiss German format whatever the UI language (spec 01 §9): 1’234.5. The thousands mark
// is pinned to the Swiss apostrophe ’ because ICU versions disagree (some give ' ), and a number must read
// the same on the server, in every browser and in tests.
const SWISS_GROUP = '’';
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-CH', options);
    formats.set(key, format);
  }
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? SWISS_GROUP : part.value))
    .join('');
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** File sizes in units B to TB (spec 01 §9, spec 02 §9), 1024 per step, one decimal above bytes. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${FILE_SIZE_UNITS[unit]}`;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A percentage (0 to 100) as the language writes it, by Intl: '90 %' with a no-break space in German, a narrow
 * no-break space in French ('90 %'), '90%' in English and Italian; never an ordinary space that lets the '%'
 * wrap alone onto the next line (issue 38 item 14). The space is pinned as the thousands mark is above: ICU
 * versions give French a no-break or a narrow no-break space; French typography wants the narrow one. The one
 * rule for '%' in every text (the console's i18next 'percent' format). */
export function formatPercent(percent: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  const space = locale.startsWith('fr') ? '\u202f' : '\u00a0';
  return format
    .formatToParts(percent / 100)
    .map((part) => (part.type === 'group' ? SWISS_GROUP : part.value.replace(/\s/gu, space)))
    .join('');
}
