// The handler's name on a card (spec 01 §2 call card; issue 37 walk-through): as the app writes it, never cut.
import { describe, expect, it } from 'vitest';
import { aroundName, shortName } from './handler-name.ts';

describe('handler name', () => {
  it.each([
    ['Monique Weber', 'Monique W.'],
    ['  Anna  Maria Meier ', 'Anna M.'],
    ['Élodie Ørsted', 'Élodie Ø.'],
    ['Luca R.', 'Luca R.'],
    ['pflege', 'pflege'],
  ])('%s shows as %s', (name, shown) => expect(shortName(name)).toBe(shown));

  it('splits a translated line at the name, wherever the language puts it', () => {
    expect(aroundName((n) => `Übernommen von ${n}`)).toEqual(['Übernommen von', '']);
    expect(aroundName((n) => `${n} kümmert sich`)).toEqual(['', 'kümmert sich']);
  });
});
