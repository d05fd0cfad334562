// The twin's Gets judges pushed rows by the protocol's row schemas (docs/protocols.md §2.1, @cs/contracts/gets
// config-rows.ts): its own wards satisfy them, and a refusal names the row, the column and the catalogue's reason.
import { describe, expect, it } from 'vitest';
import { CONFIG_KINDS, rowViolations } from '@cs/contracts/gets';
import { generateWard } from '../ward/index.ts';
import { configFromWard } from './config-memory.ts';
import { ConfigValidationError, normaliseRow } from './config-schema.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigValidationError) return { field: error.field, ...error.reason };
    throw error;
  }
  throw new Error('the row was accepted');
};

describe('the Gets row schemas (docs/protocols.md §2.1)', () => {
  it.each([
    ['demo', generateWard({ seed: 1, size: 'demo' })],
    ['1,000 beds', generateWard({ seed: 3, size: { beds: 1000 } })],
  ])('every row of the %s ward is one the Gets accepts', (_name, ward) => {
    const config = configFromWard(ward);
    for (const kind of CONFIG_KINDS)
      for (const row of Object.values(config[kind]))
        expect(rowViolations(kind, row), `${kind} ${row.id}`).toEqual([]);
  });

  it('a refused row names its id, the column and the reason in the catalogue’s words (spec 02 §5)', () => {
    const ward = configFromWard(generateWard({ seed: 1, size: 'demo' }));
    const callType = ward.call_types['4'];
    expect(refusal(() => normaliseRow('call_types', { id: 4, name: 'x'.repeat(33) }, callType))).toEqual({
      field: 'name',
      id: 4,
      key: 'max_length',
      data: { max: 32 },
    });
    expect(refusal(() => normaliseRow('call_types', { id: 4, led_primary_color: 8 }, callType))).toEqual({
      field: 'led_primary_color',
      id: 4,
      key: 'between',
      data: { min: 0, max: 7 },
    });
    expect(refusal(() => normaliseRow('call_types', { id: 4, urgency: 'SOON' }, callType))).toMatchObject({
      field: 'urgency',
      key: 'invalid',
    });
    expect(
      refusal(() => normaliseRow('schedules', { id: 9, name: 'N', time_1: '24:00' }, undefined)),
    ).toEqual({
      field: 'time_1',
      id: 9,
      key: 'format',
      data: { format: 'HH:mm' },
    });
    expect(
      refusal(() => normaliseRow('call_sources', { id: 1, char: null }, ward.call_sources['1'])),
    ).toEqual({
      field: 'char',
      id: 1,
      key: 'required',
    });
    // characters, not UTF-16 units, as the product counts them: 32 emoji are a name of 32 characters
    expect(normaliseRow('call_types', { id: 4, name: '🔔'.repeat(32) }, callType).name).toBe('🔔'.repeat(32));
  });

  it('names a column the client sent before one it left at its default', () => {
    expect(
      refusal(() => normaliseRow('call_types', { id: 40, led_secondary_color: -1 }, undefined)),
    ).toMatchObject({
      field: 'led_secondary_color',
      key: 'between',
    });
  });
});
