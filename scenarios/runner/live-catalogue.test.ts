// Trainer mode's library (spec 02 §7): the composition root hands this catalogue to the backend, which
// plays it against the demo facility's twin.
import { describe, expect, it } from 'vitest';
import { loadLiveCatalogue } from './live-catalogue.ts';

describe('the live catalogue of the scenario library', () => {
  it('the real library: every demo-facility scenario as live steps (not the 200-bed ward, not the product-side sync ones)', async () => {
    const library = await loadLiveCatalogue();
    expect(library.length).toBeGreaterThanOrEqual(19);
    expect(library.map((s) => s.name)).toContain('gets-offline-and-back');
    expect(library.map((s) => s.name)).not.toContain('ward-morning-peak-200-beds');
    // product-side edits, publish and import are the trainee's part: those scenarios stay in the suite
    expect(library.map((s) => s.name)).not.toContain('sync-rename-section-commit');
    const gets = library.find((s) => s.name === 'gets-offline-and-back')!;
    expect(gets.steps[0]).toMatchObject({
      kind: 'press',
      device: 23,
      system: 1,
      text: 'alert pressed on Zimmer 101 (23)',
      phrase: { key: 'pressCall', data: { device: 'Zimmer 101' } },
    });
    expect(gets.steps.find((s) => s.kind === 'wait')).toMatchObject({
      ms: 600_000,
      phrase: { key: 'wait_minute', data: { count: 10 } },
    });
    // Every step the trainer's language can say carries a phrase; the rest are the library's notes and expectations.
    for (const s of library)
      for (const step of s.steps)
        if (step.kind !== 'show') expect(step.phrase, `${s.name}: ${step.text}`).toBeDefined();
    expect(gets.steps.some((s) => s.kind === 'getsFault')).toBe(true);
    // A trainer picks a scenario by its title in the UI language: every one has all four.
    for (const s of library)
      expect(Object.keys(s.titles ?? {}).sort(), s.name).toEqual(['de', 'en', 'fr', 'it']);
    // ...and reads its story in that language too (issue 38 item 15: the stories were English only).
    for (const s of library)
      expect(Object.keys(s.stories ?? {}).sort(), s.name).toEqual(['de', 'en', 'fr', 'it']);
    expect(gets.stories?.en).toBe(gets.story);
    expect(gets.stories?.de).toMatch(/^Zwei Rufe sind offen, als der Konfigurator um 03:00 vom Netz fällt/);
    // French as the console writes it (console/src/platform/i18n/french-typography.test.ts): a narrow
    // no-break space before : ; ? ! and curly apostrophes.
    for (const s of library)
      for (const text of [s.titles?.fr ?? '', s.stories?.fr ?? '']) {
        expect(text, s.name).not.toMatch(/\p{L}'\p{L}/u);
        expect(text, s.name).not.toMatch(/[^\u202f\u00a0][:;?!](\s|$)/u);
      }
    expect(gets.titles?.de).toBe(
      'Das Gets fällt aus und kommt zurück: die Liste der offenen Rufe wird vollständig neu aufgebaut',
    );
  });
});
