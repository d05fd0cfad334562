// The live call log (issue 38 item 3: /log said '8 von 8 Rufen' while an export of the same page had 11 rows; a
// call closed while the page was open appeared only after a reload). callLogChanged tells a subscriber the log's
// newest row at once and at every row the call system's traffic adds (embedded twin -> Gets -> CallService -> call
// log); callLogNews counts what a filter gains after a page's last_id, calls and presences apart (spec 02 §3 call
// log; spec 01 §2 calllog::use_module, spec 01 §6 the log licence).
import { realClock } from '@cs/contracts/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, gql, login, startTestServer, wsClient } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

let server: TestServer;
let pflege: string;
beforeAll(async () => {
  server = await startTestServer({ twin: true, clock: realClock });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
});
afterAll(() => server.close());

const PAGE = '{ callLog(filter: { range: LAST_HOUR }) { total calls presences last_id } }';
const NEWS = `query($filter: CallLogFilter, $since: Int!) { callLogNews(filter: $filter, since: $since) {
  calls presences last_id } }`;
const open = () => [...server.services.calls.system(1)!.openRecords()];

describe('the live call log (issue 38 item 3)', () => {
  it('pushes the newest row at once and at every new row; the news of a page are counted by its filter', async () => {
    const before = (await gql(server, PAGE, {}, { cookie: pflege })).body.data?.callLog as {
      last_id: number;
    };
    const client = wsClient(server, { cookie: pflege });
    const sub = collect(client, 'subscription { callLogChanged { last_id } }');
    try {
      await sub.next(1);
      expect(sub.results[0]?.data).toEqual({ callLogChanged: { last_id: before.last_id } });

      // Zimmer 102's call, ended by the nurse's presence, then the nurse leaves: a call and a presence logged
      const demo = server.services.demo!;
      demo.press(1, 8, 'alert');
      await waitFor(() => open().some((c) => c.number === 8 && !c.is_presence), 'alert on 8');
      demo.press(1, 8, 'presence');
      await waitFor(() => open().some((c) => c.number === 8 && c.is_presence), 'presence on 8');
      demo.press(1, 8, 'presence');
      await sub.next(3);
      const pushed = sub.results.slice(1).map((r) => (r.data?.callLogChanged as { last_id: number }).last_id);
      expect(pushed[1]).toBeGreaterThan(pushed[0]!);
      expect(pushed[0]).toBeGreaterThan(before.last_id);

      const news = async (filter: Record<string, unknown>) =>
        (await gql(server, NEWS, { filter, since: before.last_id }, { cookie: pflege })).body.data
          ?.callLogNews;
      expect(await news({ range: 'LAST_HOUR' })).toEqual({ calls: 1, presences: 1, last_id: pushed[1] });
      expect(await news({ range: 'LAST_HOUR', call_type_ids: [5] })).toEqual({
        calls: 0,
        presences: 0,
        last_id: pushed[1],
      });
      // nothing is new after the newest row
      const after = (await gql(server, NEWS, { filter: {}, since: pushed[1] }, { cookie: pflege })).body.data;
      expect(after?.callLogNews).toEqual({ calls: 0, presences: 0, last_id: pushed[1] });
    } finally {
      sub.unsubscribe();
      await client.dispose();
    }
  });

  it('is refused without a session (the log needs calllog::use_module)', async () => {
    const res = await gql(server, NEWS, { since: 0 });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    const client = wsClient(server);
    const sub = collect(client, 'subscription { callLogChanged { last_id } }');
    try {
      await sub.next(1);
      expect(sub.results[0]?.errors?.[0]?.extensions?.code).toBe('MISSING_AUTH');
    } finally {
      sub.unsubscribe();
      await client.dispose();
    }
  });
});
