// Open calls on system 1 of a started backend with the twin (the demo facility), as a wall display's cold start
// finds them: one call (type 4) on each of the first radio devices, once the call system is online.
import type { createServer } from '../../backend/src/server.ts';

type Server = Awaited<ReturnType<typeof createServer>>;

export async function openDemoCalls(server: Server, count: number): Promise<void> {
  const calls = server.services.calls.system(1);
  if (!calls) throw new Error('system 1 has no call system');
  while (calls.status !== 'online') await new Promise((r) => setTimeout(r, 20));
  const devices = server.services.systems.get(1)?.nodes.filter((n) => n.kind === 'radio') ?? [];
  let open = 0;
  for (const d of devices)
    if (open < count && server.services.demo?.trigger(1, { deviceId: d.id, callTypeId: 4, close: false }))
      open += 1;
  if (open < count) throw new Error(`only ${open} calls could be opened`);
}
