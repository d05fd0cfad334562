// Expectations: each looks at the system the way a user or operator would notice it — the display's
// list through the backend's GraphQL and the display's pure rules (@cs/rules), the call log and audit rows in
// the history store, the system messages the backend published, the gateways' sync status.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Ward } from '@cs/twin';
import { filterCalls, orderCalls, parseClockTime } from '@cs/rules/display';
import type { RuleCall, RuleRelations, SectionFilter, SystemDisplaySetting } from '@cs/rules/display';
import type { CallLogEntry } from '../../backend/src/repositories/call-log-repository.ts';
import { parseCallLogCsv } from './call-log-csv.ts';
import type { CallLogMatch, DisplayProfile, Step } from './format.ts';
import type { Simulation } from './simulation.ts';
import { DATA_DIR } from './validate.ts';
import { formatLocal, parseLocal } from './zoned-time.ts';

export interface Verdict {
  ok: boolean;
  detail: string;
}

/** Moving checkpoints: "since the previous expectation of this kind". */
export interface Cursors {
  messages: number;
  audit: number;
  pushes: number;
}

const pass = (detail: string): Verdict => ({ ok: true, detail });
const failWith = (detail: string): Verdict => ({ ok: false, detail });
const list = (items: string[]) => (items.length ? items.map((c) => `"${c}"`).join(', ') : '(none)');

const DISPLAY_QUERY = `query {
  openCalls { id system_id call_type_id section_id opened_at duration device_text_short call_type { id name flag urgency sort_order } }
  callDisplayRelations { schedules { id time_1 time_2 time_3 time_4 time_5 } displayGroups { id connections { section_id call_type_id } } callTypes { id flag urgency sort_order } }
  publicSystemParams { id weekend_start weekend_stop }
}`;

type DisplayCall = RuleCall & {
  device_text_short: string | null;
  duration: number;
  call_type: {
    id: number;
    name: string;
    flag: 'presence' | 'defect' | 'none';
    urgency: 'NORMAL' | 'URGENT' | 'EMERGENCY';
    sort_order: number | null;
  };
};

function sectionFilter(profile: DisplayProfile): SectionFilter | null {
  if (!profile.sections?.length) return null;
  let ignoreWindow: SectionFilter['ignoreWindow'] = null;
  if (profile.ignoreSectionsTime) {
    const [start, end] = profile.ignoreSectionsTime.split('-').map((t) => parseClockTime(t));
    if (start != null && end != null) ignoreWindow = { start, end };
  }
  return { sections: profile.sections, ignoreWindow, ignoreCallTypes: profile.ignoreCallTypes ?? [] };
}

/** What a wall display with this profile shows now: `<short device text> <call type name>`, in display order. */
export async function displayedCalls(
  sim: Simulation,
  systemId: number,
  profile: DisplayProfile | null,
): Promise<string[]> {
  const { data, errors } = await sim.graphql<{
    openCalls: DisplayCall[];
    callDisplayRelations: RuleRelations;
    publicSystemParams: Array<{ id: number; weekend_start: string; weekend_stop: string }>;
  }>(DISPLAY_QUERY, {}, { system: systemId });
  if (!data) throw new Error(`display query failed: ${errors?.map((e) => e.message).join('; ')}`);
  const weekend = data.publicSystemParams.find((p) => p.id === systemId) ?? null;
  const none = { schedule: 255, groups: [] as number[] };
  const setting: SystemDisplaySetting | null =
    profile && (profile.weekday || profile.weekend)
      ? {
          system_id: systemId,
          weekday_schedule_id: (profile.weekday ?? none).schedule,
          weekday_groups: (profile.weekday ?? none).groups,
          weekend_schedule_id: (profile.weekend ?? none).schedule,
          weekend_groups: (profile.weekend ?? none).groups,
        }
      : null;
  const shown = filterCalls(data.openCalls, {
    nowMs: sim.now(),
    relations: data.callDisplayRelations,
    weekend,
    setting,
    sectionFilter: profile ? sectionFilter(profile) : null,
    showPresences: profile?.showPresences ?? true,
  });
  return orderCalls(shown).map((c) => `${c.device_text_short} ${c.call_type.name}`);
}

function matchRow(row: CallLogEntry, m: CallLogMatch): boolean {
  if (m.device !== undefined && row.device_number !== m.device) return false;
  if (m.callType !== undefined && row.call_type_id !== m.callType) return false;
  if (m.duration !== undefined && row.duration !== m.duration) return false;
  if (m.openedAt !== undefined && Date.parse(row.opened_at) !== parseLocal(m.openedAt)) return false;
  if (m.closedAt !== undefined && Date.parse(row.closed_at) !== parseLocal(m.closedAt)) return false;
  if (m.handledBy !== undefined && row.handled_by !== m.handledBy) return false;
  if (m.isPresence !== undefined && row.is_presence !== m.isPresence) return false;
  return true;
}

const showRow = (r: CallLogEntry) =>
  `${r.device_text_short} type ${r.call_type_id} ${formatLocal(Date.parse(r.opened_at))} → ${formatLocal(Date.parse(r.closed_at))} ${r.duration}s${r.handled_by ? ` by ${r.handled_by}` : ''}`;

function batteryState(
  level: number | null | undefined,
  low: number,
  critical: number,
): 'unknown' | 'ok' | 'low' | 'critical' {
  // Spec 01 §4 battery display: unknown when null or -1; OK at or above low; LOW below (yellow at or above critical, red below).
  if (level === null || level === undefined || level === -1) return 'unknown';
  if (level >= low) return 'ok';
  return level >= critical ? 'low' : 'critical';
}

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
      const { data } = await sim.graphql<{ openCalls: Array<{ id: number; opened_at: string }> }>(
        '{ openCalls { id opened_at } }',
        {},
        { system: systemId },
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
      const { data } = await sim.graphql<{ openCalls: unknown[] }>(
        '{ openCalls { id } }',
        {},
        { system: systemId },
      );
      const n = data?.openCalls.length ?? -1;
      return n === step.count
        ? pass(`${n} open call(s) and presence(s)`)
        : failWith(`${n} open, expected ${step.count}`);
    }
    case 'expectCallLog': {
      const rows = sim.callLog(systemId);
      const problems: string[] = [];
      if (step.count !== undefined && rows.length !== step.count)
        problems.push(`${rows.length} rows, expected ${step.count}`);
      if (step.minCount !== undefined && rows.length < step.minCount)
        problems.push(`${rows.length} rows, expected at least ${step.minCount}`);
      const used = new Set<number>();
      for (const m of step.includes ?? []) {
        const i = rows.findIndex((r, j) => !used.has(j) && matchRow(r, m));
        if (i < 0) problems.push(`no row like ${JSON.stringify(m)}`);
        else used.add(i);
      }
      if (step.last && (!rows.length || !matchRow(rows[rows.length - 1]!, step.last)))
        problems.push(
          `last row ${rows.length ? showRow(rows[rows.length - 1]!) : '(none)'} is not like ${JSON.stringify(step.last)}`,
        );
      if (step.matchesReplay) {
        const recorded = parseCallLogCsv(
          readFileSync(path.join(DATA_DIR, step.matchesReplay), 'utf8'),
          step.matchesReplay,
        );
        const key = (
          device: string | null,
          type: string | null,
          opened: string,
          closed: string,
          duration: number,
        ) => `${device}|${type}|${Date.parse(opened)}|${Date.parse(closed)}|${duration}`;
        const want = recorded
          .map((r) => key(r.device_text_long, r.call_type_text, r.opened_at, r.closed_at, Number(r.duration)))
          .sort();
        const got = rows
          .map((r) => key(r.device_text_long, r.call_type_text, r.opened_at, r.closed_at, r.duration))
          .sort();
        const missing = want.filter((k) => !got.includes(k));
        const extra = got.filter((k) => !want.includes(k));
        if (missing.length || extra.length)
          problems.push(
            `replay differs: ${missing.length} recorded row(s) missing (${missing.slice(0, 3).join('; ')}), ${extra.length} extra (${extra.slice(0, 3).join('; ')})`,
          );
      }
      return problems.length
        ? failWith(problems.join('; '))
        : pass(
            `call log: ${rows.length} row(s)${rows.length ? `, last ${showRow(rows[rows.length - 1]!)}` : ''}`,
          );
    }
    case 'expectAudit': {
      const rows = sim.services.audit.list(500).reverse().slice(cursors.audit);
      let from = 0;
      const problems: string[] = [];
      for (const want of step.rows) {
        const i = rows.findIndex(
          (r, j) =>
            j >= from &&
            r.action === want.action &&
            (want.user === undefined || r.user_name === want.user) &&
            (want.outcome === undefined || r.outcome === want.outcome) &&
            (want.entity === undefined || r.entity === want.entity),
        );
        if (i < 0)
          problems.push(
            `no audit row ${JSON.stringify(want)} (rows: ${rows.map((r) => `${r.action}/${r.user_name || '-'}/${r.outcome}`).join(', ') || 'none'})`,
          );
        else from = i + 1;
      }
      cursors.audit += from;
      return problems.length
        ? failWith(problems.join('; '))
        : pass(
            `audit rows ${step.rows.map((r) => `${r.action}${r.user ? ` by ${r.user}` : ''} ${r.outcome ?? ''}`).join(', ')}`,
          );
    }
    case 'expectMessages': {
      const seen = sim.messages
        .slice(cursors.messages)
        .map((m, i) => ({ ...m, i }))
        .filter((m) => m.systemId === systemId || m.systemId === null);
      let from = 0;
      const missing: string[] = [];
      for (const subject of step.subjects) {
        const i = seen.findIndex((m, j) => j >= from && m.subject === subject);
        if (i < 0) missing.push(subject);
        else from = i + 1;
      }
      const last = seen[from - 1];
      if (step.payload && last) {
        const payload = JSON.parse(last.payload ?? '{}') as Record<string, unknown>;
        for (const [k, v] of Object.entries(step.payload))
          if (payload[k] !== v)
            missing.push(
              `${last.subject} payload ${k}=${JSON.stringify(v)} (was ${JSON.stringify(payload[k])})`,
            );
      }
      if (last) cursors.messages += last.i + 1;
      return missing.length
        ? failWith(
            `missing ${missing.join(', ')} (published: ${seen.map((m) => m.subject).join(', ') || 'none'})`,
          )
        : pass(`system messages ${step.subjects.join(' → ')}`);
    }
    case 'expectSync': {
      const problems: string[] = [];
      const gets = sim.services.calls.gateway(systemId)?.status;
      if (step.gets && gets !== step.gets) problems.push(`Gets ${gets}, expected ${step.gets}`);
      for (const [hubId, want] of Object.entries(step.hubs ?? {})) {
        const hub = sim.services.hubs.hubs(systemId).find((h) => h.hubId === Number(hubId));
        if (hub?.status !== want) problems.push(`hub ${hubId} ${hub?.status}, expected ${want}`);
      }
      const hubs = sim.services.hubs
        .hubs(systemId)
        .map((h) => `hub ${h.hubId} ${h.status}`)
        .join(', ');
      return problems.length ? failWith(problems.join('; ')) : pass(`sync: Gets ${gets}, ${hubs}`);
    }
    case 'expectDevice': {
      const state = sim.services.calls.system(systemId)?.devices.get(step.device);
      if (!state) return failWith(`the backend knows no device ${step.device}`);
      const settings = sim.services.installation.globalSettings();
      const derived = batteryState(
        state.battery,
        settings.battery_threshold_low,
        settings.battery_threshold_critical,
      );
      const problems: string[] = [];
      if (step.battery !== undefined && state.battery !== step.battery)
        problems.push(`battery ${state.battery}, expected ${step.battery}`);
      if (step.batteryState !== undefined && derived !== step.batteryState)
        problems.push(`battery state ${derived}, expected ${step.batteryState}`);
      if (step.reachable !== undefined && state.reachable !== step.reachable)
        problems.push(`reachable ${state.reachable}, expected ${step.reachable}`);
      return problems.length
        ? failWith(problems.join('; '))
        : pass(
            `device ${step.device}: battery ${state.battery ?? 'n/a'}% (${derived}), ${state.reachable ? 'reachable' : 'unreachable'}`,
          );
    }
    case 'expectHubOutdated': {
      if (step.source === 'appState') {
        const { data } = await sim.graphql<{ appState: { outdated_hubs: Array<{ id: number }> } }>(
          '{ appState { outdated_hubs { id } } }',
          {},
          { system: systemId, user: 'admin' },
        );
        const outdated = data?.appState.outdated_hubs.some((h) => h.id === step.hub) ?? false;
        return outdated === step.outdated
          ? pass(`appState.outdated_hubs ${outdated ? 'lists' : 'does not list'} hub ${step.hub}`)
          : failWith(`appState.outdated_hubs ${outdated ? 'lists' : 'does not list'} hub ${step.hub}`);
      }
      // What the backend can learn over its gateways: the hub's status (last_sync) and the Gets' last commit task.
      const hub = sim.services.hubs.hubs(systemId).find((h) => h.hubId === step.hub);
      const [status, task] = await Promise.all([
        hub?.hubStatus().catch(() => null),
        sim.services.calls
          .gateway(systemId)
          ?.commitTask()
          .catch(() => null),
      ]);
      await sim.quiet.wait();
      if (!status) return failWith(`hub ${step.hub} did not answer its status request`);
      // Judged against the start of the last successful commit: hubs take the configuration in its 'syncing'
      // step, before the task finishes, so comparing with finished_at (docs/protocols.md §4 says last_commit_at)
      // would call every hub outdated.
      const lastCommit = task?.status === 'done' ? task.started_at : null;
      const hello = { last_sync: status.last_sync };
      const outdated =
        lastCommit !== null &&
        (hello.last_sync == null || Date.parse(hello.last_sync) < Date.parse(lastCommit));
      const detail = `hub ${step.hub} last_sync ${hello?.last_sync ?? 'never'} vs last commit started ${lastCommit ?? 'never'}: ${outdated ? 'outdated' : 'up to date'}`;
      return outdated === step.outdated ? pass(detail) : failWith(detail);
    }
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
    default:
      return failWith(`${step.kind} is not an expectation`);
  }
}
