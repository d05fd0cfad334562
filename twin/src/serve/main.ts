/**
 * Runs the twin alone: `npm run serve -w twin` (or `npm run twin` at the root).
 * Environment: TWIN_HOST (127.0.0.1), TWIN_GETS_PORT (4711), TWIN_HUB_PORT (4720: hub i
 * listens on 4720 + i), TWIN_SEED (1), TWIN_BEDS (unset = demo facility), TWIN_LOAD=1
 * (switch the care load model on), TWIN_HEARTBEAT_S (unset = off; radio devices' supervision
 * interval in seconds, 0 = the default 5 minutes). Port 0 picks free ports.
 */
import { realClock } from '@cs/contracts/clock';
import { createTwinSystem } from '../system.ts';
import { generateWard } from '../ward/generate-ward.ts';
import { serveTwin } from './serve-twin.ts';

const env = process.env;
const beds = env.TWIN_BEDS ? Number(env.TWIN_BEDS) : null;
const seed = Number(env.TWIN_SEED ?? 1);
const ward = generateWard({ seed, size: beds ? { beds } : 'demo' });
const system = createTwinSystem({ ward, clock: realClock, seed });
if (env.TWIN_LOAD === '1') system.setLoad(true);
const heartbeatS = env.TWIN_HEARTBEAT_S === undefined ? null : Number(env.TWIN_HEARTBEAT_S);
if (heartbeatS !== null) system.setHeartbeats(true, heartbeatS > 0 ? { intervalMs: heartbeatS * 1000 } : {});

const served = await serveTwin({
  system,
  host: env.TWIN_HOST ?? '127.0.0.1',
  ports: { gets: Number(env.TWIN_GETS_PORT ?? 4711), hubs: Number(env.TWIN_HUB_PORT ?? 4720) },
});

console.log(
  `Twin of ${ward.facility.name}: ${ward.facility.rooms} rooms, ${ward.facility.beds} beds, ${ward.devices.length} devices`,
);
console.log(
  `Gets   ${served.gets.host}:${served.gets.port}  (user ${served.gets.username} / ${served.gets.password})  HTTP and event stream, docs/protocols.md`,
);
for (const hub of served.hubs)
  console.log(
    `Hub ${hub.hubId}  ${hub.host}:${hub.port}  ${hub.name}  (user ${hub.username} / ${hub.password})`,
  );
if (env.TWIN_LOAD === '1') console.log('Load model on: about 7 calls per bed per day');
if (heartbeatS !== null)
  console.log(
    `Device supervision on: every ${heartbeatS > 0 ? `${heartbeatS} s` : '5 min'} per radio device (hub event 'Supervision')`,
  );

const stop = async () => {
  await served.close();
  system.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
