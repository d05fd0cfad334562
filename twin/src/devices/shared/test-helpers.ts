import type { AnyActorRef } from 'xstate';
import type { DeviceEmitted } from './device-events.ts';

/** Collects what a device announces, as `callOpened:4`, `presenceOff:6`, ... */
export function recordEffects(actor: AnyActorRef): string[] {
  const log: string[] = [];
  actor.on('*', (e: DeviceEmitted) => {
    log.push('callTypeId' in e ? `${e.type}:${e.callTypeId}` : e.type);
  });
  return log;
}
