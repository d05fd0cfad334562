// The twin's actors wired together as the real system is: devices report to the Gets over their radio link,
// batteries and links also to their hub, the Gets' device actions go back to the devices, a commit makes the
// online hubs take the configuration, and what the Gets and hubs send goes to the twin's listeners.
import { DEVICE_ACTION_EVENTS, type DeviceEmitted } from './devices/shared/device-events.ts';
import type { HubEmitted } from './hub/hub-machine.ts';
import type { RadioLinks } from './radio-links.ts';
import type { TwinEvent } from './system-types.ts';
import type { DeviceActor, TwinRootContext } from './twin-root.ts';
import type { Device } from './ward/types.ts';

export function wireTwin(
  ctx: TwinRootContext,
  devicesById: ReadonlyMap<number, Device>,
  links: RadioLinks,
  publish: (event: TwinEvent) => void,
): void {
  const gets = ctx.gets;
  const hubOf = (deviceId: number) => {
    const hubId = devicesById.get(deviceId)?.hub_id;
    return hubId === null || hubId === undefined ? undefined : ctx.hubs[hubId];
  };
  for (const [id, actor] of Object.entries(ctx.devices)) {
    const deviceId = Number(id);
    (actor as DeviceActor).on('*', (e: DeviceEmitted) => {
      if (e.type === 'statusChanged')
        return links.via(deviceId, () => gets.send({ type: 'DEVICE_STATUS', deviceId, status: e.status }));
      const open = e.type === 'callOpened' || e.type === 'presenceOn';
      links.via(deviceId, () => gets.send({ type: 'DEVICE_CALL', deviceId, callTypeId: e.callTypeId, open }));
    });
  }
  for (const [id, battery] of Object.entries(ctx.batteries)) {
    const deviceId = Number(id);
    battery.on('batteryChanged', (e) =>
      links.via(deviceId, () => {
        gets.send({ type: 'DEVICE_BATTERY', deviceId, level: e.level });
        hubOf(deviceId)?.send({ type: 'DEVICE_BATTERY', deviceId, level: e.level });
      }),
    );
  }
  for (const [id, link] of Object.entries(ctx.links)) {
    const deviceId = Number(id);
    link.on('linkDown', () => {
      links.lost(deviceId);
      gets.send({ type: 'DEVICE_LINK', deviceId, reachable: false });
      hubOf(deviceId)?.send({ type: 'DEVICE_LINK', deviceId, reachable: false });
    });
    link.on('linkUp', () => {
      gets.send({ type: 'DEVICE_LINK', deviceId, reachable: true });
      hubOf(deviceId)?.send({ type: 'DEVICE_LINK', deviceId, reachable: true });
      // The radio retransmits what it could not deliver, in order.
      links.restored(deviceId);
    });
  }
  for (const [id, supervision] of Object.entries(ctx.supervisions)) {
    const deviceId = Number(id);
    // A supervision message is not retransmitted: a beat sent while the link is down is simply lost.
    supervision.on('heartbeat', () => {
      if (links.reachable(deviceId)) hubOf(deviceId)?.send({ type: 'DEVICE_HEARTBEAT', deviceId });
    });
  }
  gets.on('stream', (e) => publish({ source: 'gets', event: e.event }));
  gets.on('deviceAction', (e) => {
    const device = ctx.devices[e.deviceId];
    if (device) links.via(e.deviceId, () => device.send(DEVICE_ACTION_EVENTS[e.action]));
  });
  gets.on('hubsSync', () => {
    for (const hub of Object.values(ctx.hubs))
      if (hub.getSnapshot().context.online) hub.send({ type: 'SYNCED' });
  });
  for (const [id, hub] of Object.entries(ctx.hubs))
    hub.on('*', (event: HubEmitted) => publish({ source: 'hub', hubId: Number(id), event }));
}
