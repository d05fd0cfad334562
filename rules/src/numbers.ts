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
