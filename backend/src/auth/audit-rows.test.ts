// "Audit rows name the changed entity (deletes and device actions stored the acting user's id)
// and record refused permissions as denials." Spec 02 §3 audit: who did what to which entity and record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let technik: string; // user id 2
beforeAll(async () => {
  server = await startTestServer();
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

const lastRow = () => server.services.audit.list(1)[0]!;

describe('audit rows name the record, not the actor', () => {
  it('a delete names the deleted records', async () => {
    const made = await gql(
      server,
      'mutation { a: createSchedule(input: { name: "Nacht A", time_1: "06:00", time_2: "22:00" }) { id } b: createSchedule(input: { name: "Nacht B", time_1: "07:00", time_2: "23:00" }) { id } }',
      {},
      { cookie: technik },
    );
    const ids = Object.values(made.body.data as Record<string, { id: number }>).map((r) => r.id);
    expect(ids).not.toContain(2);
    await gql(
      server,
      'mutation($ids: [Int!]!) { deleteSchedule(ids: $ids) { id } }',
      { ids },
      { cookie: technik },
    );
    expect(lastRow()).toMatchObject({
      action: 'deleteSchedule',
      entity: 'schedule',
      entity_id: ids.join(','),
      user_id: 2,
      outcome: 'ok',
    });
  });

  it('a device action names the device; refused by its rule, it is a denial', async () => {
    await gql(
      server,
      'mutation { sendDeviceAction(action: Mute, deviceID: 23) { success } }',
      {},
      { cookie: technik },
    );
    expect(lastRow()).toMatchObject({
      action: 'sendDeviceAction',
      entity: 'device',
      entity_id: '23',
      outcome: 'denied',
    });
    expect(JSON.parse(lastRow().changes)).toMatchObject({
      code: 'MISSING_PERMISSION',
      reason: 'missing_permission',
    });
  });

  it('a refused permission of the policy names the entity and record it was aimed at', async () => {
    const pflege = (await login(server, 'pflege', 'pflege')).cookie!;
    await gql(
      server,
      'mutation { updateUser(input: { id: 1, is_superuser: false }) { id } }',
      {},
      { cookie: pflege },
    );
    expect(lastRow()).toMatchObject({
      action: 'access_denied',
      entity: 'user',
      entity_id: '1',
      user_name: 'pflege',
      outcome: 'denied',
    });
    expect(JSON.parse(lastRow().changes)).toEqual({
      code: 'MISSING_PERMISSION',
      operation: 'Mutation.updateUser',
    });
  });

  it('a failed mutation (invalid input) is a failure, not a denial', async () => {
    await gql(server, 'mutation { createSchedule(input: { name: "" }) { id } }', {}, { cookie: technik });
    expect(lastRow()).toMatchObject({
      action: 'createSchedule',
      entity: 'schedule',
      outcome: 'failed',
      entity_id: null,
    });
  });
});
