// Export jobs per user over HTTP (issue 33: one care user started 40 PDF exports at once, all were accepted and
// everyone else's waited behind them): a user with MAX_JOBS_PER_USER exports waiting or running is refused the next
// with the catalogue's message in their language; another user's export is accepted and runs before the first
// user's later ones would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJobRow } from '../../repositories/export-job-repository.ts';
import { gql, login, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import type { ExportPlan } from './export-service.ts';
import { MAX_JOBS_PER_USER } from './export-turns.ts';

let server: TestServer;
let pflege: string;
let technik: string;

const START = 'mutation { exportCallLog(format: PDF) { id state } }';

/** An export that runs until it is canceled: a page after page, each its own turn of the event loop. */
const endless: ExportPlan = {
  head: {
    title: 'Anrufprotokoll',
    filters: [],
    created: '',
    columns: [{ label: 'Nr', kind: 'number', width: 5 }],
    total: 1,
    pageLabel: '',
    zone: 'Europe/Zurich',
  },
  *pages() {
    for (let i = 0; ; i++) yield [[i]];
  },
};

function ended(id: number): Promise<ExportJobRow> {
  return new Promise((resolve) => {
    const check = (job: ExportJobRow | null) => {
      if (job?.id === id && ['Complete', 'Failed', 'Canceled'].includes(job.state)) {
        off();
        resolve(job);
      }
    };
    const off = server.services.exports.onChange(check);
    check(server.services.exports.get(id));
  });
}

beforeAll(async () => {
  server = await startTestServer();
  pflege = (await login(server, 'pflege', 'pflege')).cookie!;
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

describe('exports per user (issue 33)', () => {
  it('the export beyond the limit is refused in the user’s language; another user’s is taken and runs', async () => {
    const { exports, users } = server.services;
    const user = users.byName('pflege')!.id;
    // pflege's exports: one running without end, the others waiting behind it
    const held = Array.from({ length: MAX_JOBS_PER_USER }, () =>
      exports.enqueue(
        {
          user_id: user,
          system_id: 1,
          source: 'Calls',
          format: 'PDF',
          request: '{}',
          locale: 'de',
          rows_total: 1,
        },
        endless,
      ),
    );
    const before = exports.list(user).length;
    for (const [lang, text] of [
      [
        'de',
        'Sie haben bereits 3 Exporte in Arbeit. Bitte warten Sie, bis einer fertig ist, oder brechen Sie einen ab.',
      ],
      ['en', 'You already have 3 exports in progress. Please wait until one is finished, or cancel one.'],
    ] as const) {
      const refused = await gql(server, START, {}, { cookie: pflege, lang });
      expect(refused.body.errors?.[0]?.message).toBe(text);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({
        code: 'EXPORT_TOO_MANY_JOBS',
        data: { max: MAX_JOBS_PER_USER },
      });
    }
    expect(exports.list(user).length).toBe(before);

    const accepted = await gql(server, START, {}, { cookie: technik });
    const theirs = accepted.body.data?.exportCallLog as { id: number; state: string };
    expect(theirs.state).toBe('New');
    // the running export ends; technik's comes next, before pflege's two waiting ones
    const next = new Promise<number>((resolve) => {
      const off = exports.onChange((j) => {
        // the canceled one may still report its last page as Running
        if (j.state !== 'Running' || j.id === held[0]!.id) return;
        off();
        resolve(j.id);
      });
    });
    await exports.cancel(held[0]!.id);
    expect(await next).toBe(theirs.id);
    expect((await ended(theirs.id)).state).toBe('Complete');
    for (const job of held.slice(1)) await exports.cancel(job.id);
  });
});
