// Spec 02 §3 video stream triggers -> spec 01 §7 `videostream` system messages (the seeded camera is
// set to start on technical alarms, and the displays must hear it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetsCall } from '@cs/contracts/gets';
import type { VideoStreamRecord } from '../../store/config-types.ts';
import { collect, startTestServer, wsClient, type TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';
import { VideoStreamTriggers } from './video-stream-triggers.ts';

const TECH = 8;
const PRESENCE = 6;
const call = (id: number, call_type_id: number) => ({ id, call_type_id }) as GetsCall;
const stream = (over: Partial<VideoStreamRecord> = {}): VideoStreamRecord => ({
  id: 1,
  name: 'Kamera',
  url: 'http://cam/1.mjpg',
  trigger_start: TECH,
  trigger_stop: null,
  ...over,
});

describe('video stream triggers (spec 02 §3)', () => {
  it('without trigger_stop: starts when the first trigger call opens, stops when the last one closed', () => {
    const triggers = new VideoStreamTriggers(() => [stream()]);
    expect(triggers.update([call(1, 4)])).toEqual([]);
    expect(triggers.update([call(1, 4), call(2, TECH)])).toEqual([
      { url: 'http://cam/1.mjpg', action: 'start' },
    ]);
    expect(triggers.update([call(1, 4), call(2, TECH), call(3, TECH)])).toEqual([]);
    expect(triggers.update([call(1, 4), call(3, TECH)])).toEqual([]);
    expect(triggers.update([call(1, 4)])).toEqual([{ url: 'http://cam/1.mjpg', action: 'stop' }]);
  });

  it('with trigger_stop: a call of that type stops it, and only a new trigger call starts it again', () => {
    const triggers = new VideoStreamTriggers(() => [stream({ trigger_stop: PRESENCE })]);
    expect(triggers.update([call(1, TECH)])).toEqual([{ url: 'http://cam/1.mjpg', action: 'start' }]);
    expect(triggers.update([call(1, TECH), call(2, PRESENCE)])).toEqual([
      { url: 'http://cam/1.mjpg', action: 'stop' },
    ]);
    expect(triggers.update([call(1, TECH)])).toEqual([]); // the old alarm is still open: no restart
    expect(triggers.update([call(1, TECH), call(3, TECH)])).toEqual([
      { url: 'http://cam/1.mjpg', action: 'start' },
    ]);
  });

  it('a stream without trigger_start never runs; each stream is judged on its own', () => {
    const triggers = new VideoStreamTriggers(() => [
      stream({ trigger_start: null }),
      stream({ id: 2, url: 'http://cam/2.mjpg', trigger_start: 2 }),
    ]);
    expect(triggers.update([call(1, TECH), call(2, 2)])).toEqual([
      { url: 'http://cam/2.mjpg', action: 'start' },
    ]);
  });
});

describe('videostream messages from the running backend (spec 01 §7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ twin: true });
    await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  });
  afterAll(() => server.close());

  it('the seeded camera starts with a technical alarm of its system and stops when the alarm closed', async () => {
    const camera = server.services.systems.get(1)!.video_streams![0]!;
    expect(camera.trigger_start).toBe(TECH);
    const client = wsClient(server);
    try {
      const messages = collect(client, 'subscription { systemMessages { subject payload } }');
      await messages.next(1); // the time, at once: the subscription is live
      const videostreams = () =>
        messages.results
          .map((r) => (r.data as { systemMessages: { subject: string; payload: string } }).systemMessages)
          .filter((m) => m.subject === 'videostream')
          .map((m) => JSON.parse(m.payload) as unknown);
      const demo = server.services.demo!;
      const device = server.services.systems.get(1)!.nodes.find((n) => n.name.includes('Türkontakt'))!;
      expect(demo.trigger(1, { deviceId: device.id, callTypeId: TECH, close: false })).toBe(true);
      await waitFor(() => videostreams().length === 1, 'videostream start');
      expect(videostreams()).toEqual([{ url: camera.url, action: 'start' }]);
      demo.closeAllCalls(1);
      await waitFor(() => videostreams().length === 2, 'videostream stop');
      expect(videostreams()[1]).toEqual({ url: camera.url, action: 'stop' });
    } finally {
      await client.dispose();
    }
  });
});
