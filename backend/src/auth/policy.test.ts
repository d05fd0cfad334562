// ARCHITECTURE §6: every operation is guarded or on the explicit public allow-list. This
// walks the real schema, so a new root field without a policy entry fails here, and then proves at
// run time that every non-public operation refuses an anonymous caller with MISSING_AUTH.
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import type { GraphQLArgument, GraphQLInputType, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRawSchema } from '../graphql/schema.ts';
import { collect, gql, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { ALL_PERMISSIONS, hasPermissions, isLicensed } from './permissions.ts';
import { POLICY } from './policy.ts';

/** The anonymous allow-list of docs/team-contract.md. Changing it is a contract change. */
const PUBLIC_ALLOW_LIST = [
  'Query.activeDisplayNotes',
  'Query.appState',
  'Query.authUser',
  'Query.callDisplayRelations',
  'Query.displayProfiles',
  'Query.globalSettings',
  'Query.license',
  'Query.openCalls',
  'Query.publicSystemParams',
  'Subscription.callsChanged',
  'Subscription.systemMessages',
];

const schema = buildRawSchema();
const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
  Boolean,
) as GraphQLObjectType[];
const rootFields = roots.flatMap((type) =>
  Object.values(type.getFields()).map((field) => ({ type, field, key: `${type.name}.${field.name}` })),
);

/** A literal for a required argument, good enough to get past validation to the guard. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'X';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')}}`;
  }
  if (isScalarType(type)) return { Int: '1', Float: '1.5', Boolean: 'false', ID: '"1"' }[type.name] ?? '"x"';
  return '"x"';
}
const argsOf = (args: readonly GraphQLArgument[]) => {
  const required = args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  return required.length ? `(${required.map((a) => `${a.name}: ${sample(a.type)}`).join(', ')})` : '';
};
const operationFor = (type: GraphQLObjectType, name: string, args: readonly GraphQLArgument[]) =>
  `${type === schema.getQueryType() ? 'query' : type === schema.getMutationType() ? 'mutation' : 'subscription'} { ${name}${argsOf(args)} { __typename } }`;

describe('authorization policy covers the whole schema (spec 01 §6)', () => {
  it('every root field of Query, Mutation and Subscription has a policy entry', () => {
    const missing = rootFields.map((f) => f.key).filter((key) => !(key in POLICY));
    expect(missing).toEqual([]);
  });

  it('the policy names no field that does not exist (no stale entries)', () => {
    const keys = new Set(rootFields.map((f) => f.key));
    expect(Object.keys(POLICY).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('the public operations are exactly the explicit allow-list', () => {
    const publicKeys = Object.entries(POLICY)
      .filter(([, policy]) => policy === 'public')
      .map(([key]) => key)
      .sort();
    expect(publicKeys).toEqual([...PUBLIC_ALLOW_LIST].sort());
  });

  it('every permission named in the policy is in the spec 01 §6 catalogue', () => {
    for (const policy of Object.values(POLICY)) {
      if (policy === 'public') continue;
      for (const gate of [policy, ...(policy.or ?? [])])
        for (const code of [...(gate.permissions ?? []), ...(gate.area ?? [])])
          expect(ALL_PERMISSIONS).toContain(code);
    }
  });
});

describe('permission and licence rules (spec 01 §3, §6)', () => {
  it('an empty requirement is satisfied; all vs any', () => {
    expect(hasPermissions([], [])).toBe(true);
    expect(hasPermissions(['a::b'], ['a::b', 'c::d'])).toBe(false);
    expect(hasPermissions(['a::b'], ['a::b', 'c::d'], true)).toBe(true);
  });
  it("the 'app' module is licensed exactly when app_clients is not 0", () => {
    const licence = {
      id: 1,
      name: null,
      features: { analytics: false, log: true, management: true },
      limits: { devices: 0, visuals: 0, app_clients: 0, systems: 1 },
    };
    expect(isLicensed(licence, 'app')).toBe(false);
    expect(isLicensed({ ...licence, limits: { ...licence.limits, app_clients: 2 } }, 'app')).toBe(true);
    expect(isLicensed(licence, 'analytics')).toBe(false);
  });
});

describe('every non-public operation refuses anonymous callers at run time', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer()));
  afterAll(() => server.close());

  const guarded = rootFields.filter((f) => POLICY[f.key] !== 'public');

  it.each(guarded.filter((f) => f.type !== schema.getSubscriptionType()).map((f) => [f.key, f] as const))(
    '%s over HTTP -> MISSING_AUTH',
    async (_key, f) => {
      const res = await gql(server, operationFor(f.type, f.field.name, f.field.args));
      expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
      expect(res.body.errors?.[0]?.message).toContain('MISSING_AUTH');
    },
  );

  it.each(guarded.filter((f) => f.type === schema.getSubscriptionType()).map((f) => [f.key, f] as const))(
    '%s over WebSocket -> MISSING_AUTH',
    async (_key, f) => {
      const client = wsClient(server);
      try {
        const sub = collect(client, operationFor(f.type, f.field.name, f.field.args));
        await sub.done();
        expect(sub.results[0]?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
      } finally {
        await client.dispose();
      }
    },
  );
});
