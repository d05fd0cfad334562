import { ws } from 'msw';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { AppDataDocument, UserSetPasswordDocument } from '../../generated/graphql.ts';
import { browserClock } from '../clock.ts';
import { createTransport, type TransportOptions } from './apollo-client.ts';

const api = graphql.link('*/backend/query');
let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

function transport(over: Partial<TransportOptions> = {}) {
  const options: TransportOptions = {
    getSystemId: () => 2,
    getLocale: () => 'FR',
    onVersion: vi.fn(),
    onMissingAuth: vi.fn(),
    onSystemUnavailable: vi.fn(),
    production: false,
    clock: browserClock,
    ...over,
  };
  const t = createTransport(options);
  dispose = t.dispose;
  return { ...t, options };
}
const mutate = (t: ReturnType<typeof transport>) =>
  t.client
    .mutate({ mutation: UserSetPasswordDocument, variables: { password: 'a', password_repeat: 'a' } })
    .catch(() => undefined);

describe('transport (spec 01 §7)', () => {
  it('sends X-CS-System as two digits and Accept-Language in lower case, with credentials', async () => {
    let seen: Request | undefined;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.use(
      api.mutation(UserSetPasswordDocument, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: { userSetPassword: { id: 1 } } });
      }),
    );
    await mutate(transport());
    expect(seen?.headers.get('X-CS-System')).toBe('02');
    expect(seen?.headers.get('Accept-Language')).toBe('fr');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/backend/query');
    expect(url.searchParams.get('op')).toBe('UserSetPassword');
    expect(JSON.parse(url.searchParams.get('vars')!)).toEqual({ password: 'a', password_repeat: 'a' });
  });

  it('a per-operation system overrides the current one', async () => {
    let system: string | null = null;
    server.use(
      api.mutation(UserSetPasswordDocument, ({ request }) => {
        system = request.headers.get('X-CS-System');
        return HttpResponse.json({ data: { userSetPassword: { id: 1 } } });
      }),
    );
    const t = transport();
    await t.client
      .mutate({
        mutation: UserSetPasswordDocument,
        variables: { password: 'a', password_repeat: 'a' },
        context: { systemId: 7 },
      })
      .catch(() => undefined);
    expect(system).toBe('07');
  });

  it('no operation details in the query string in production', async () => {
    let url = '';
    server.use(
      api.mutation(UserSetPasswordDocument, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ data: { userSetPassword: { id: 1 } } });
      }),
    );
    await mutate(transport({ production: true }));
    expect(new URL(url).search).toBe('');
  });

  it('reports X-CS-Version of every response', async () => {
    server.use(
      api.mutation(UserSetPasswordDocument, () =>
        HttpResponse.json({ data: { userSetPassword: { id: 1 } } }, { headers: { 'X-CS-Version': '5.407' } }),
      ),
    );
    const t = transport();
    await mutate(t);
    expect(t.options.onVersion).toHaveBeenCalledWith('5.407');
  });
});

describe('errors (spec 01 §8)', () => {
  const missing = (code: string) => ({
    data: null,
    errors: [{ message: `${code}: nope`, extensions: { code } }],
  });

  it('MISSING_AUTH sends to login', async () => {
    server.use(api.mutation(UserSetPasswordDocument, () => HttpResponse.json(missing('MISSING_AUTH'))));
    const t = transport();
    await mutate(t);
    expect(t.options.onMissingAuth).toHaveBeenCalledTimes(1);
  });

  it('MISSING_AUTH during the app data load is ignored', async () => {
    server.use(api.query(AppDataDocument, () => HttpResponse.json(missing('MISSING_AUTH'))));
    const t = transport();
    await t.client.query({ query: AppDataDocument, variables: { hasSession: true } }).catch(() => undefined);
    expect(t.options.onMissingAuth).not.toHaveBeenCalled();
  });

  it('MISSING_PERMISSION is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(api.mutation(UserSetPasswordDocument, () => HttpResponse.json(missing('MISSING_PERMISSION'))));
    const t = transport();
    await mutate(t);
    expect(t.options.onMissingAuth).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('HTTP 424 reports the unavailable system', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      api.mutation(UserSetPasswordDocument, () =>
        HttpResponse.json({ errors: [{ message: 'system unavailable' }] }, { status: 424 }),
      ),
    );
    const t = transport();
    await mutate(t);
    expect(t.options.onSystemUnavailable).toHaveBeenCalledTimes(1);
  });

  it('a socket closed with 4424 (its system unavailable) reports it like HTTP 424 (spec 01 §8)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      ws
        .link('*/ws/backend')
        .addEventListener('connection', ({ client }) => client.close(4424, 'System unavailable')),
    );
    const t = transport();
    const stop = t.ws.subscribe(
      { query: 'subscription { systemMessages { subject } }' },
      {
        next: () => {},
        error: () => {},
        complete: () => {},
      },
    );
    await vi.waitFor(() => expect(t.options.onSystemUnavailable).toHaveBeenCalled());
    expect(t.options.onMissingAuth).not.toHaveBeenCalled();
    stop();
  });
});
