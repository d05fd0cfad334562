// One word for one thing (issue 38 item 15): the demo's shift panel and the analytics' shift breakdown name the
// same three shifts the same way in every language ('Équipe de l’après-midi' in both, not 'Service du soir' in one).
import { describe, expect, it } from 'vitest';
import { LOCALES, resources } from './i18n.ts';

describe.each(LOCALES)('shift names in %s', (locale) => {
  it('are the same in the demo and in analytics', () => {
    const texts = resources[locale] as unknown as {
      demo: { shift: { shifts: object } };
      analytics: { shifts: object };
    };
    expect(texts.demo.shift.shifts).toEqual(texts.analytics.shifts);
  });
});
