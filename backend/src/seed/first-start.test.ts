// Default logins and demo mode: outside demo mode the first start creates no demo logins but
// one `admin` with a random temporary password, printed once; demo mode refuses a data folder that holds
// such a real installation, and the demo facility says so at every start of a real server on it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../server.ts';
import type { RunningServer } from '../server.ts';
import type { ServerOptions } from '../server-options.ts';
import { login, TEST_GATEWAYS } from '../test-support/test-server.ts';
import { DemoOnSiteRefused } from './installation-kind.ts';

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(dataDir: string, options: Partial<ServerOptions> = {}) {
  const printed: string[] = [];
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir: null,
    restartAnnounceAgainMs: null,
    gateways: TEST_GATEWAYS,
    log: (message) => printed.push(message),
    ...options,
  });
  servers.push(server);
  return { server, printed };
}
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-first-start-'));
  dirs.push(dir);
  return dir;
};
const passwordIn = (printed: string[]) => /^\s{4}(\S+)$/m.exec(printed.join('\n'))?.[1];

describe('first start outside demo mode (no default logins)', () => {
  it('creates only admin, a superuser with a random temporary password printed once', async () => {
    const dir = folder();
    const { server, printed } = await start(dir);
    const password = passwordIn(printed);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    for (const [name, pw] of [
      ['admin', 'admin'],
      ['technik', 'technik'],
      ['pflege', 'pflege'],
      ['neu', 'neu'],
    ])
      expect((await login(server, name!, pw!)).status).toBe(401);
    const first = await login(server, 'admin', password!);
    expect(first.body).toMatchObject({ ok: true, require_password_change: true });
    expect(first.body.user).toMatchObject({ name: 'admin', is_superuser: true });
    expect(server.services.installation.kind()).toBe('site');
    // The password is never stored, only its hash.
    expect(readFileSync(path.join(dir, 'installation.json'), 'utf8')).not.toContain(password);

    // A second start of the same folder creates nothing and prints no password.
    await servers.pop()!.close();
    const again = await start(dir);
    expect(again.printed).toEqual([]);
    expect((await login(again.server, 'admin', password!)).body.ok).toBe(true);
  });

  it('two installations get different passwords', async () => {
    const a = passwordIn((await start(folder())).printed);
    const b = passwordIn((await start(folder())).printed);
    expect(a).not.toBe(b);
  });
});

describe('demo mode and a real installation never mix', () => {
  it('demo mode refuses a data folder that holds a real installation, and changes nothing in it', async () => {
    const dir = folder();
    const { printed } = await start(dir);
    await servers.pop()!.close();
    const refusal = start(dir, { twin: true });
    await expect(refusal).rejects.toThrow(DemoOnSiteRefused);
    await expect(refusal).rejects.toThrow(/holds a real installation/);
    // Still the real installation afterwards: its admin signs in as before.
    const again = await start(dir);
    expect(again.server.services.installation.kind()).toBe('site');
    expect((await login(again.server, 'admin', passwordIn(printed)!)).body.ok).toBe(true);
  });

  it('the demo seeds the demo logins and marks its folder as the demo', async () => {
    const { server } = await start(folder(), { twin: true });
    expect(server.services.installation.kind()).toBe('demo');
    expect((await login(server, 'admin', 'admin')).body.ok).toBe(true);
  });
});
