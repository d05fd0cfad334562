// The entity descriptions carry every Gets column (docs/protocols.md §2.1): what codegen checks before it writes.
import { describe, expect, it } from 'vitest';
import type { EntityDescription } from './entity.ts';
import { getsKindProblems } from './gets-kinds.ts';
import { ENTITIES } from './registry.ts';

const replaced = (type: string, change: (d: EntityDescription) => EntityDescription) =>
  ENTITIES.map((d) => (d.type === type ? change(d) : d));

describe('entity descriptions against the Gets kinds (issue 34)', () => {
  it('every column of every kind is a described field of exactly one entity', () => {
    expect(getsKindProblems(ENTITIES)).toEqual([]);
  });

  it('a column without its field, a stored field that is no column, a kind nobody carries: codegen stops', () => {
    const withoutText = replaced('CallType', (d) => {
      const { text: _text, ...fields } = d.fields;
      return { ...d, fields };
    });
    expect(getsKindProblems(withoutText)).toEqual([
      'CallType: column call_types.text is not a stored field of its description',
    ]);
    const withExtra = replaced('CallSource', (d) => ({
      ...d,
      fields: { ...d.fields, volume: { kind: 'Int' } },
    }));
    expect(getsKindProblems(withExtra)).toEqual([
      'CallSource.volume: stored but neither a column of call_sources nor marked productOnly',
    ]);
    const productOnly = replaced('CallSource', (d) => ({
      ...d,
      fields: { ...d.fields, volume: { kind: 'Int', productOnly: true } },
    }));
    expect(getsKindProblems(productOnly)).toEqual([]);
    const connectionWithout = replaced('DisplayGroup', (d) => {
      const shape = d.fields.connections!.shape!;
      const { call_type_id: _c, ...fields } = shape.fields;
      return {
        ...d,
        fields: { ...d.fields, connections: { ...d.fields.connections!, shape: { ...shape, fields } } },
      };
    });
    expect(getsKindProblems(connectionWithout)).toEqual([
      'DisplayGroup.connections: column display_group_connections.call_type_id is not a stored field of its description',
    ]);
    expect(getsKindProblems(ENTITIES.filter((d) => d.type !== 'Schedule'))).toEqual([
      'Gets kind schedules is carried by no description',
    ]);
  });
});
