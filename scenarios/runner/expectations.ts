// Expectations: each looks at the system the way a user or operator would notice it — the display's
// list through the backend's GraphQL and the display's pure rules (@cs/rules), the call log and audit rows in
// the history store, the system messages the backend published, the gateways' sync status. One module per
// thing looked at (./expect/); this one picks the expectation and answers the small ones itself.
import { z } from 'zod';
import type { Ward } from '@cs/twin';
import type { Step } from './format.ts';
import type { Simulation } from './simulation.ts';
import { expectCallLog } from './expect/call-log.ts';
import { expectDevice, expectHubOutdated, expectSync } from './expect/devices.ts';
import { expectIncidents } from './expect/incidents.ts';
import { expectReportMails } from './expect/reports.ts';
import { displayedCalls } from './expect/display.ts';
import { expectAudit, expectMessages, type Cursors } from './expect/history.ts';
import { expectAnalytics } from './expect/analytics.ts';
import { expectAdmin, expectChangelog, expectGetsCall } from './expect/sync.ts';
import { expectPhoneStep } from './expect/phones.ts';
import { failWith, list, pass, type Verdict } from './expect/verdict.ts';

export type { Cursors } from './expect/history.ts';
export type { Verdict } from './expect/verdict.ts';

export async function evaluate(
  sim: Simulation,
  step: Step,
  ward: Ward,
  cursors: Cursors,
  pushes: Map<number, Array<{ at: number; calls: string[]; link: string | null }>>,
): Promise<Verdict> {
  const systemId = step.system ?? 1;
  switch (step.kind) {
    case 'expectDisplay': {
      const shown = await displayedCalls(sim, systemId, step.profile);
      const same = shown.length === step.calls.length && shown.every((c, i) => c === step.calls[i]);
      return same
        ? pass(`display shows ${list(shown)}`)
        : failWith(`display shows ${list(shown)}, expected ${list(step.calls)}`);
    }
    case 'expectMirrorsTwin': {
      const { data } = await sim.graphql(
        '{ openCalls { id opened_at } }',
        {},
        { system: systemId },
        z.object({ openCalls: z.array(z.object({ id: z.int(), opened_at: z.string() })) }),
      );
      const backend = (data?.openCalls ?? []).map((c) => `${c.id}@${c.opened_at}`).sort();
      const twin = sim
        .twin(systemId)
        .openCalls()
        .map((c) => `${c.id}@${c.opened_at}`)
        .sort();
      const same = backend.length === twin.length && backend.every((k, i) => k === twin[i]);
      return same
        ? pass(`backend mirrors the Gets: ${backend.length} open call(s)`)
        : failWith(
            `backend has ${backend.length} open, the Gets ${twin.length}; differing: ${[...backend.filter((k) => !twin.includes(k)), ...twin.filter((k) => !backend.includes(k))].slice(0, 5).join(', ')}`,
          );
    }
    case 'expectOpenCalls': {
      const { data } = await sim.graphql(
        '{ openCalls { id } }',
        {},
        { system: systemId },
        z.object({ openCalls: z.array(z.unknown()) }),
      );
      const n = data?.openCalls.length ?? -1;
      return n === step.count
        ? pass(`${n} open call(s) and presence(s)`)
        : failWith(`${n} open, expected ${step.count}`);
    }
    case 'expectCallLog':
      return expectCallLog(sim.callLog(systemId), step);
    case 'expectAudit':
      return expectAudit(sim, step, cursors);
    case 'expectMessages':
      return expectMessages(sim, systemId, step, cursors);
    case 'expectSync':
      return expectSync(sim, systemId, step);
    case 'expectDevice':
      return expectDevice(sim, systemId, step);
    case 'expectIncidents':
      return expectIncidents(sim, systemId, step);
    case 'expectReportMails':
      return expectReportMails(sim, step, cursors);
    case 'expectHubOutdated':
      return expectHubOutdated(sim, systemId, step);
    case 'expectChangelog':
      return expectChangelog(sim, systemId, step);
    case 'expectAdmin':
      return expectAdmin(sim, systemId, step);
    case 'expectGetsCall':
      return expectGetsCall(sim, systemId, step);
    case 'expectAnalytics':
      return expectAnalytics(sim, systemId, step);
    case 'expectCallsChanged': {
      const all = pushes.get(systemId) ?? [];
      const fresh = all.slice(cursors.pushes);
      cursors.pushes = all.length;
      const last = all[all.length - 1];
      if (!fresh.length || !last) return failWith('no callsChanged push since the last check');
      const same = last.calls.length === step.calls.length && last.calls.every((c, i) => c === step.calls[i]);
      if (!same) return failWith(`the last push carries ${list(last.calls)}, expected ${list(step.calls)}`);
      if (step.link !== undefined && last.link !== step.link)
        return failWith(`the last push says link ${last.link}, expected ${step.link}`);
      return pass(
        `${fresh.length} push(es); the last carries ${list(last.calls)}${step.link !== undefined ? `, link ${last.link}` : ''}`,
      );
    }
    case 'expectPhone':
    case 'expectCallTimeline':
    case 'expectHandledBy':
      return expectPhoneStep(sim, systemId, step);
    default:
      return failWith(`${step.kind} is not an expectation`);
  }
}
