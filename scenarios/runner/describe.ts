// Human-readable lines for the timeline: what a step did and what the backend saw on the wire.
import type { Ward } from '@cs/twin';
import { describePhoneStep } from './describe-phones.ts';
import type { PhoneStep } from './format-phones.ts';
import type { Step } from './format.ts';
import type { ObservedEvent, ObservedMessage } from './simulation.ts';

export function deviceName(ward: Ward | undefined, id: number): string {
  const node = ward?.nodes.find((n) => n.id === id);
  return node ? `${node.text_long} (${id})` : `device ${id}`;
}

export function callTypeName(ward: Ward | undefined, id: number): string {
  return ward?.callTypes.find((t) => t.id === id)?.name ?? `call type ${id}`;
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}h ${m}m ${s}s` : m ? `${m}m ${s}s` : `${s}s`;
}

export function describeStep(step: Step, ward: Ward | undefined): string {
  const dev = (id: number) => deviceName(ward, id);
  switch (step.kind) {
    case 'press':
      return `${step.button ?? 'button'} pressed on ${dev(step.device)}`;
    case 'medallion':
      return `medallion ${dev(step.device)} triggered`;
    case 'resetCall':
      return `reset key on ${dev(step.device)}`;
    case 'trigger':
      return `${step.close ? 'close' : 'trigger'} ${callTypeName(ward, step.callType)} on ${dev(step.device)} (demo trigger)`;
    case 'battery':
      return `battery of ${dev(step.device)} falls to ${step.level}%`;
    case 'link':
      return `radio link of ${dev(step.device)} ${step.up ? 'restored' : 'drops'}`;
    case 'criterion':
      return `hub of ${dev(step.device)} reports criterion ${step.code}`;
    case 'hub':
      return `hub ${step.hub} goes ${step.online ? 'online' : 'offline'}`;
    case 'getsFault':
      return `Gets fault: ${JSON.stringify(step.faults)}`;
    case 'configChange':
      return `configuration change ${step.configKind}: ${step.upsert?.length ?? 0} upsert, ${step.delete?.length ?? 0} delete`;
    case 'commit':
      return `commit${step.wipe ? ' (wipe and resend)' : ''}`;
    case 'advance':
      return `time passes: ${step.by}`;
    case 'advanceTo':
      return `time passes until ${step.time}`;
    case 'load':
      return step.on
        ? `care load on (${step.callsPerBedPerDay ?? 7} calls per bed and day)`
        : 'care load off';
    case 'closeCall':
      return `${step.as ?? 'anonymous display'} closes the call of ${dev(step.device)} (sendDeviceAction EndCalls)`;
    case 'replayCallLog':
      return `replay recorded call log ${step.file}`;
    case 'setReport': {
      const periods = (['daily', 'weekly', 'monthly'] as const).filter((p) => step.report[p]);
      return `the admin sets one report to ${step.report.email}: ${periods.join(', ') || 'no period'}`;
    }
    case 'note':
      return `— ${step.text}`;
    case 'adminEdit':
      return `${step.as} ${step.action}s ${step.entity} ${step.ids ? step.ids.join(', ') : JSON.stringify(step.input)} in the administration`;
    case 'getsEdit':
      return `at the configurator (Gets HTTP API): ${step.configKind} ${step.upsert?.length ? `upsert ${JSON.stringify(step.upsert)}` : ''}${step.delete?.length ? ` delete ${step.delete.join(', ')}` : ''}`;
    case 'syncCommit':
      return `${step.as} publishes from the sync screen${step.wipe ? ' (wipe and resend)' : ''}`;
    case 'syncImport':
      return `${step.as} imports the configurator's changes from the sync screen`;
    default:
      return describePhoneStep(step as PhoneStep, dev) ?? step.kind;
  }
}

export function describeEvent(e: ObservedEvent, ward: Ward | undefined): string | null {
  const ev = e.event;
  const sys = `[${e.systemId}] `;
  switch (ev.type) {
    case 'snapshot':
      return `${sys}backend: snapshot from Gets, ${ev.calls.length} open call(s) (list rebuilt in full)`;
    case 'call.opened':
      return `${sys}backend: call #${ev.call.id} opened — ${ev.call.device_text_short} ${callTypeName(ward, ev.call.call_type_id)} (${ev.call.section_name})`;
    case 'call.closed': {
      const secs = Math.round(
        (Date.parse(ev.call.closed_at ?? ev.at) - Date.parse(ev.call.opened_at)) / 1000,
      );
      return `${sys}backend: call #${ev.call.id} closed — ${ev.call.device_text_short} ${callTypeName(ward, ev.call.call_type_id)} after ${formatDuration(secs)}`;
    }
    case 'device.battery':
      return `${sys}backend: battery ${deviceName(ward, ev.number)} ${ev.battery}%`;
    case 'device.reachability':
      return `${sys}backend: ${deviceName(ward, ev.number)} ${ev.reachable ? 'reachable again' : 'unreachable'}`;
    case 'device.status':
      return `${sys}backend: device ${ev.device.number} status muted=${ev.device.muted} restarting=${ev.device.restarting}`;
    case 'commit.progress':
      return `${sys}backend: commit ${ev.task.step} ${ev.task.progress}% ${ev.task.status}${ev.task.error ? ` (${ev.task.error})` : ''}`;
    case 'config.changed':
      return `${sys}backend: Gets configuration changed (${ev.kind}), ${ev.pending_changes} pending`;
    case 'status':
      return 'hubId' in ev
        ? `${sys}backend: hub ${ev.hubId} link ${ev.status} (${ev.reason})`
        : `${sys}backend: Gets link ${ev.status} (${ev.reason})`;
    case 'hello':
      return `${sys}backend: hub ${ev.hubId} hello, last_sync ${ev.last_sync ?? 'never'}`;
    case 'DeviceLost':
    case 'DeviceFound':
      return `${sys}backend: hub ${ev.hubId} ${ev.type} ${deviceName(ward, ev.node)}`;
    case 'Criterion':
      return `${sys}backend: hub ${ev.hubId} probable-defect criterion ${ev.criterion} for ${deviceName(ward, ev.node)}`;
    default:
      return null;
  }
}

export function describeMessage(m: ObservedMessage): string {
  return `[${m.systemId ?? '*'}] system message ${m.subject}${m.payload ? ` ${m.payload}` : ''}`;
}
