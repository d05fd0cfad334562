// The GraphQL schema speaks the vocabulary (@cs/contracts/vocabulary): its enums name the same values, so the
// console's generated types, the protocols and the rules cannot drift apart (issue 34: one home for shared facts).
import { buildASTSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CALL_ACTIONS, CALL_TYPE_FLAGS, DEVICE_ACTIONS, URGENCIES } from '@cs/contracts/vocabulary';
import { loadTypeDefs } from './schema.ts';

const schema = buildASTSchema(loadTypeDefs());
const valuesOf = (name: string) => {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum`);
  return type.getValues().map((v) => v.name);
};

describe('GraphQL enums and the vocabulary', () => {
  it.each([
    ['Urgency', URGENCIES],
    ['CallTypeFlag', CALL_TYPE_FLAGS],
    ['DeviceAction', DEVICE_ACTIONS],
  ])('%s has exactly the vocabulary’s values (spec 01 §3, spec 02 §3)', (name, values) => {
    expect(new Set(valuesOf(name))).toEqual(new Set(values));
  });

  it("the call log's timeline names every device and call action (spec 02 §3 call actions)", () => {
    expect(valuesOf('CallLogEventKind')).toEqual(
      expect.arrayContaining([...DEVICE_ACTIONS, ...CALL_ACTIONS]),
    );
  });
});
