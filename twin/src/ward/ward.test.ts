import { describe, expect, it } from 'vitest';
import {
  DEVICE_TEXT_MAX,
  spellOutUmlauts,
  toDeviceText,
  USUAL_ABBREVIATIONS,
} from '@cs/contracts/gets/device-text';
import { SCHEDULE_ALL_DAY } from '@cs/contracts/vocabulary';
import { generateWard, DEMO_CALL_TYPE_IDS, DEMO_DEVICE_IDS } from './index.ts';

describe('ward generator (ARCHITECTURE §7, §8)', () => {
  it('same seed gives a deep-equal facility; another seed a different one', () => {
    expect(generateWard({ seed: 7, size: { beds: 120 } })).toEqual(
      generateWard({ seed: 7, size: { beds: 120 } }),
    );
    expect(generateWard({ seed: 7, size: 'demo' })).toEqual(generateWard({ seed: 7, size: 'demo' }));
    expect(generateWard({ seed: 8, size: { beds: 120 } })).not.toEqual(
      generateWard({ seed: 7, size: { beds: 120 } }),
    );
  });

  it('is plain JSON data', () => {
    const ward = generateWard({ seed: 1, size: 'demo' });
    expect(JSON.parse(JSON.stringify(ward))).toEqual(ward);
  });

  it('demo facility: 10 rooms on floors 1 and 2, demo devices keep node ids 23, 24, 10 (spec 02 §7)', () => {
    const ward = generateWard({ seed: 1, size: 'demo' });
    expect(ward.facility.rooms).toBe(10);
    const byId = new Map(ward.nodes.map((n) => [n.id, n]));
    const floorOf = (id: number): string => {
      let node = byId.get(id);
      while (node && node.kind !== 'floor')
        node = node.parent_id === null ? undefined : byId.get(node.parent_id);
      return node?.name ?? '?';
    };
    const device = (id: number) => ward.devices.find((d) => d.id === id);
    expect(device(DEMO_DEVICE_IDS.floor1TwoButton)?.kind).toBe('two-button');
    expect(device(DEMO_DEVICE_IDS.floor1Medallion)?.kind).toBe('medallion');
    expect(device(DEMO_DEVICE_IDS.floor2TwoButton)?.kind).toBe('two-button');
    expect(floorOf(23)).toBe('1. Stock');
    expect(floorOf(24)).toBe('1. Stock');
    expect(floorOf(10)).toBe('2. Stock');
    expect(new Set(ward.nodes.map((n) => n.id)).size).toBe(ward.nodes.length);
  });

  it('demo call types alert 4, presence 6, emergency 2 with urgency and flags (spec 02 §7, spec 01 §3)', () => {
    const ward = generateWard({ seed: 1, size: 'demo' });
    const type = (id: number) => ward.callTypes.find((c) => c.id === id)!;
    expect(type(DEMO_CALL_TYPE_IDS.alert)).toMatchObject({ urgency: 'NORMAL', flag: 'none' });
    expect(type(DEMO_CALL_TYPE_IDS.presence)).toMatchObject({ flag: 'presence' });
    expect(type(DEMO_CALL_TYPE_IDS.emergency)).toMatchObject({ urgency: 'EMERGENCY' });
    expect(ward.callTypes.some((c) => c.flag === 'defect')).toBe(true);
    const twoButton = ward.devices.find((d) => d.id === 23)!;
    expect([
      twoButton.alert_call_type_id,
      twoButton.presence_call_type_id,
      twoButton.emergency_call_type_id,
    ]).toEqual([4, 6, 2]);
  });

  it('schedules have up to 5 HH:mm times and keep special id 20 for all day (spec 01 §3, §9)', () => {
    const ward = generateWard({ seed: 3, size: { beds: 60 } });
    for (const s of ward.schedules) {
      const times = [s.time_1, s.time_2, s.time_3, s.time_4, s.time_5].filter((t) => t !== null);
      expect(times.length).toBeGreaterThan(0);
      for (const t of times) expect(t).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    expect(ward.schedules.find((s) => s.id === SCHEDULE_ALL_DAY)).toBeDefined();
    expect(ward.displayGroups.every((g) => g.id < 253)).toBe(true);
  });

  it('tree node device texts keep the limits 7 and 19 and the device characters (spec 02 §5, §9)', () => {
    const ward = generateWard({ seed: 5, size: { beds: 300 } });
    for (const n of ward.nodes) {
      expect(n.text_short).toMatch(/^[A-Za-z0-9 .\-/]{0,7}$/);
      expect(n.text_long).toMatch(/^[A-Za-z0-9 .\-/]{0,19}$/);
    }
    expect(ward.nodes.some((n) => /ue|oe|ae/.test(n.text_long))).toBe(true); // umlauts transliterated, not dropped
  });

  it('device texts of the ward are abbreviated word by word, never cut in the middle of a word', () => {
    const usual = new Set(Object.values(USUAL_ABBREVIATIONS));
    const ward = generateWard({ seed: 5, size: { beds: 1000 } });
    const words = (text: string) =>
      spellOutUmlauts(text)
        .replace(/[^A-Za-z0-9 .\-/]/g, '')
        .split(' ');
    for (const n of ward.nodes)
      for (const max of [DEVICE_TEXT_MAX.short, DEVICE_TEXT_MAX.long]) {
        const text = toDeviceText(n.name, max);
        expect(text.length).toBeLessThanOrEqual(max);
        // every word is a whole word of the name, a usual abbreviation, or a prefix of a word with a dot
        const source = words(n.name);
        for (const word of text.split(' ').filter(Boolean))
          expect(
            source.includes(word) ||
              usual.has(word) ||
              (word.endsWith('.') && source.some((s) => s.startsWith(word.slice(0, -1)))),
            `'${word}' of '${text}' (${n.name}, ${max})`,
          ).toBe(true);
      }
    expect(ward.nodes.some((n) => n.text_long === 'Tuerk. 1. Stock')).toBe(true);
  });

  it('call type texts (19) and call source texts (7) are device texts: no umlauts or special characters (spec 02 §5)', () => {
    const ward = generateWard({ seed: 1, size: 'demo' });
    const deviceText = /^[A-Za-z0-9 .\-/]*$/;
    for (const c of ward.callTypes) expect(c.text, `call type ${c.id}`).toMatch(deviceText);
    for (const c of ward.callTypes) expect(c.text.length, `call type ${c.id}`).toBeLessThanOrEqual(19);
    for (const s of ward.callSources) expect(s.text, `call source ${s.id}`).toMatch(deviceText);
    for (const s of ward.callSources) expect(s.text.length, `call source ${s.id}`).toBeLessThanOrEqual(7);
  });

  it.each([10, 80, 200, 1000])(
    'sizes: %i beds give exactly that many beds, sections and hubs per floor',
    (beds) => {
      const ward = generateWard({ seed: 11, size: { beds } });
      expect(ward.facility.beds).toBe(beds);
      expect(ward.hubs.length).toBe(ward.nodes.filter((n) => n.kind === 'floor').length);
      expect(ward.devices.filter((d) => d.kind === 'two-button').length).toBe(ward.facility.beds);
      const nodeIds = new Set(ward.nodes.map((n) => n.id));
      for (const d of ward.devices) expect(nodeIds.has(d.id)).toBe(true);
    },
  );
  it("inheritance flags agree with the values (spec 02 §3): an inheriting node carries its parent's section, texts are inherited only where equal", () => {
    for (const size of ['demo', { beds: 1000 }] as const) {
      const ward = generateWard({ seed: 3, size });
      const byId = new Map(ward.nodes.map((n) => [n.id, n]));
      let inheritedTexts = 0;
      for (const n of ward.nodes) {
        const parent = n.parent_id === null ? undefined : byId.get(n.parent_id);
        if (n.inherit_section) expect(n.section_id).toBe(parent!.section_id);
        if (n.inherit_text_long) expect(n.text_long).toBe(parent!.text_long);
        if (n.inherit_text_short) expect(n.text_short).toBe(parent!.text_short);
        if (n.kind === 'person') expect(n.inherit_flight_profile).toBe(false);
        if (n.inherit_text_long || n.inherit_text_short) inheritedTexts++;
      }
      expect(inheritedTexts).toBeGreaterThan(0);
    }
  });
});
