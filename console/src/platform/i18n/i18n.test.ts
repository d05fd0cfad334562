import { describe, expect, it } from 'vitest';
import { formatNumber } from '@cs/rules/numbers';
import { formatDate, formatDateTime, formatTime } from '@cs/rules/time';
import { changeLocale, createI18n, LOCALES, resources, storedLocale } from './i18n.ts';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );

describe('locales (spec 01 §9: DE default and fallback, EN, FR, IT)', () => {
  it.each(LOCALES)('%s has exactly the keys of de, none empty', (locale) => {
    expect(keys(resources[locale]).sort()).toEqual(keys(resources.de).sort());
    for (const key of keys(resources[locale])) {
      const value = key
        .split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], resources[locale]);
      expect(value, `${locale}.${key}`).not.toBe('');
    }
  });

  it('interpolation placeholders are the same in every locale', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of keys(resources.de)) {
      const get = (o: object) =>
        key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown>)[k], o) as string;
      for (const locale of LOCALES)
        expect(placeholders(get(resources[locale])), `${locale}.${key}`).toEqual(
          placeholders(get(resources.de)),
        );
    }
  });

  it('keeps the spec-quoted German access-denied texts exactly (spec 01 §2)', () => {
    expect(resources.de.accessDenied.title).toBe('Zugriff verweigert');
    expect(resources.de.accessDenied.text).toBe(
      'Ihnen fehlen die benötigten Berechtigungen für diese Aktion.',
    );
  });

  it('defaults to German and remembers the chosen locale', async () => {
    expect(storedLocale()).toBe('de');
    const i18n = createI18n();
    expect(i18n.t('login.username')).toBe('Benutzername');
    await changeLocale(i18n, 'fr');
    expect(i18n.t('login.username')).toBe('Nom d’utilisateur');
    expect(storedLocale()).toBe('fr');
  });
});

describe('de-CH formats (spec 01 §9)', () => {
  it('dates dd.MM.yyyy and times HH:mm in Europe/Zurich', () => {
    expect(formatDate(new Date('2026-01-05T23:30:00Z'))).toBe('06.01.2026');
    expect(formatTime(new Date('2026-07-01T22:05:00Z'))).toBe('00:05');
    expect(formatDateTime(new Date('2024-02-29T12:00:00Z'))).toBe('29.02.2024 13:00');
  });
  it('New Year in Zurich while UTC is still in the old year', () => {
    expect(formatDateTime(new Date('2025-12-31T23:30:00Z'))).toBe('01.01.2026 00:30');
  });
  it('numbers with the Swiss grouping', () => {
    // ICU versions differ on the Swiss group separator (' or ’); both are de-CH.
    expect(formatNumber(1234567.5)).toMatch(/^1['’]234['’]567\.5$/);
  });
});
