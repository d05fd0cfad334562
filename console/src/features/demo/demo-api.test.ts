// The demo REST's answers are read by their contract (@cs/contracts/demo answers; issue 34 zero casts of wire
// data): an answer that does not fit is a refused request, never a list made of whatever arrived.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi, DemoRequestError } from './demo-api.ts';

const api = () => createDemoApi({ origin: 'http://console.test', getLocale: () => 'de' });
const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
afterEach(() => vi.unstubAllGlobals());

const device = {
  device_id: 12,
  name: 'Zimmer 1 Bett',
  room: 'Zimmer 1',
  battery: 80,
  reachable: true,
  link_up: true,
  unreachable_after_minutes: 60,
};

describe('demo REST answers read by their contract (spec 02 §7)', () => {
  it('the devices answer gives its devices', async () => {
    answer(200, { ok: true, devices: [device] });
    await expect(api().devices()).resolves.toEqual({ ok: true, devices: [device] });
  });

  it('an answer that does not fit the contract is a refused request', async () => {
    answer(200, { ok: true, devices: [{ ...device, battery: 'full' }] });
    await expect(api().devices()).rejects.toBeInstanceOf(DemoRequestError);
    answer(200, { ok: true, phones: { on: 'yes', shifts: [], phones: [] } });
    await expect(api().phones()).rejects.toBeInstanceOf(DemoRequestError);
  });

  it("a refusal carries the backend's reason when its body fits, else none", async () => {
    answer(403, { ok: false, errors: [{ field: 'common', message: 'Nur lokal' }] });
    await expect(api().reset()).rejects.toMatchObject({ status: 403, reason: 'Nur lokal' });
    answer(403, { ok: false, errors: [{ message: 42 }] });
    await expect(api().reset()).rejects.toMatchObject({ status: 403, reason: null });
  });
});
