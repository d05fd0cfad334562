// The scenario runner moves the simulated clock only when the system is quiet (quiet.ts); when it never
// becomes quiet the run fails with the reason instead of going on with work undelivered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { QuietDetector, QuietTimeout } from './quiet.ts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('QuietDetector.wait', () => {
  it('resolves when nothing is in flight', async () => {
    const quiet = new QuietDetector();
    cleanups.push(() => quiet.close());
    await expect(quiet.wait()).resolves.toBeUndefined();
  });

  it('fails, naming what is busy, when a request is never answered', async () => {
    const quiet = new QuietDetector();
    const server = http.createServer(() => undefined); // holds every request
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const request = http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    request.on('error', () => undefined);
    cleanups.push(() => {
      request.destroy();
      server.closeAllConnections();
      server.close();
      quiet.close();
    });
    const failure = quiet.wait(2, 200);
    await expect(failure).rejects.toBeInstanceOf(QuietTimeout);
    await expect(failure).rejects.toThrow(
      /never became quiet in 200 event-loop turns \(last seen: .*(HTTP request|socket)/,
    );
  });
});
