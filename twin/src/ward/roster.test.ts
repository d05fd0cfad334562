// The ward's roster (issue 19 twin: early, late and night shifts): seeded, sized by the rooms of each section.
import { describe, expect, it } from 'vitest';
import { generateWard, rosterSize, SHIFT_NAMES } from './index.ts';

const count = (ward: ReturnType<typeof generateWard>, shift: string) =>
  ward.roster.filter((n) => n.shift === shift).length;

describe('staff roster (issue 19: each ward gets a roster in early, late and night shifts)', () => {
  it('the same seed gives the same roster, another seed another one', () => {
    expect(generateWard({ seed: 3, size: { beds: 120 } }).roster).toEqual(
      generateWard({ seed: 3, size: { beds: 120 } }).roster,
    );
    expect(generateWard({ seed: 4, size: { beds: 120 } }).roster).not.toEqual(
      generateWard({ seed: 3, size: { beds: 120 } }).roster,
    );
  });

  it('the demo ward: one nurse per shift in each of its two sections, names unique, JSON data', () => {
    const ward = generateWard({ seed: 1, size: 'demo' });
    expect(ward.roster).toHaveLength(6);
    for (const section of ward.sections)
      for (const shift of SHIFT_NAMES)
        expect(ward.roster.filter((n) => n.section_id === section.id && n.shift === shift)).toHaveLength(1);
    expect(new Set(ward.roster.map((n) => n.user)).size).toBe(6);
    for (const nurse of ward.roster) {
      expect(nurse.user).toMatch(/^[a-z]+\.[a-z]+\d*$/);
      expect(nurse.display).toMatch(/^\S.* \S\.$/);
    }
    expect(JSON.parse(JSON.stringify(ward.roster))).toEqual(ward.roster);
  });

  it('sizes: about one nurse per 8 rooms by day, fewer at night, at least one (rosterSize)', () => {
    expect(rosterSize(1)).toEqual({ early: 1, late: 1, night: 1 });
    expect(rosterSize(16)).toEqual({ early: 2, late: 2, night: 1 });
    expect(rosterSize(48)).toEqual({ early: 6, late: 6, night: 2 });
  });

  it.each([{ beds: 10 }, { beds: 200 }, { beds: 1000 }])(
    'a ward of $beds beds: every section staffed in every shift, the night thinner than the day',
    (size) => {
      const ward = generateWard({ seed: 11, size });
      const rooms = ward.nodes.filter((n) => n.kind === 'room').length;
      for (const section of ward.sections) {
        const sectionRooms = ward.nodes.filter((n) => n.kind === 'room' && n.section_id === section.id);
        if (sectionRooms.length === 0) continue;
        for (const shift of SHIFT_NAMES)
          expect(
            ward.roster.filter((n) => n.section_id === section.id && n.shift === shift).length,
          ).toBeGreaterThanOrEqual(1);
      }
      expect(count(ward, 'night')).toBeLessThanOrEqual(count(ward, 'early'));
      expect(count(ward, 'early')).toBe(count(ward, 'late'));
      // never more than one nurse per 4 rooms by day (the rounding per section), and at least one per 16
      expect(count(ward, 'early')).toBeLessThanOrEqual(Math.max(ward.sections.length, rooms / 4));
      expect(count(ward, 'early')).toBeGreaterThanOrEqual(rooms / 16);
      expect(new Set(ward.roster.map((n) => n.user)).size).toBe(ward.roster.length);
      // some reject or stay silent, most answer (seeded behaviour)
      if (ward.roster.length >= 40) {
        const answers = ward.roster.map((n) => n.behaviour.answer);
        expect(answers.filter((a) => a === 'accept').length).toBeGreaterThan(answers.length / 2);
        expect(answers.some((a) => a !== 'accept')).toBe(true);
      }
    },
  );
});
