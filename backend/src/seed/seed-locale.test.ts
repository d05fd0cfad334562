// Seed names follow the installation's language (issue 38 item 15: a French installation's tree view picker showed
// the German 'Systemansicht'): a first start in French seeds the built-in views as 'Vue système' and 'Technique' and
// stores French as the installation's language (spec 02 §3 global settings' locale); German stays the default.
import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../env-options.ts';
import { seedFacility } from './demo-facility.ts';

const NOW = Date.parse('2025-01-06T08:00:00Z');
const viewNames = (data: ReturnType<typeof seedFacility>) =>
  data.systems.map((doc) => (doc.tree_views ?? []).map((v) => [v.name, v.is_system_view]));

describe('the seed in the installation language', () => {
  it('names the built-in tree views in French for a French installation', () => {
    const data = seedFacility('site', [], NOW, undefined, 'fr');
    expect(data.installation.global_settings?.locale).toBe('fr');
    for (const views of viewNames(data))
      expect(views).toEqual([
        ['Vue système', true],
        ['Technique', false],
      ]);
  });

  it('stays German by default', () => {
    const data = seedFacility('site', [], NOW);
    expect(data.installation.global_settings?.locale).toBe('de');
    expect(viewNames(data)[0]?.[0]).toEqual(['Systemansicht', true]);
  });

  it('takes the language from CS_LOCALE, and nothing it does not know', () => {
    expect(serverOptionsFromEnv({ CS_LOCALE: 'FR' }).locale).toBe('fr');
    expect(serverOptionsFromEnv({ CS_LOCALE: 'es' }).locale).toBeUndefined();
    expect(serverOptionsFromEnv({}).locale).toBeUndefined();
  });
});
