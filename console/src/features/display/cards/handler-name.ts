// The name of the nurse handling a call is what staff read from the corridor (spec 01 §2 call card; issue 37
// walk-through: 'Übernommen von Mo…' in a two-column layout). It is never cut: shown as the app's roster writes names,
// the first name and the last name's initial ('Monique W.'), and on the card the words before it give way first.

/** 'Monique Weber' -> 'Monique W.'; a single word (a user name) stays as it is. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] as string) : null;
  if (!last) return first;
  return `${first} ${last.endsWith('.') ? last : `${[...last][0]}.`}`;
}

/** The text around the name in the card's 'handled by' line ('Übernommen von {{name}}'), split at the name. */
export function aroundName(template: (name: string) => string): [before: string, after: string] {
  const marker = '\u0001';
  const [before = '', after = ''] = template(marker).split(marker);
  return [before.trim(), after.trim()];
}
