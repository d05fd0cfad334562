// Device monitoring on a simulated clock (issue 18; spec 02 §3 incident kinds, states, severity, probable-defect
// monitor, global settings' monitoring timeouts, call source group timeout_minutes; spec 02 §4 battery states and
// "outdated hub data pauses reports"; spec 02 §9 default thresholds low 40, critical 25, 14-day reachability).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SECOND } from '@cs/contracts/clock';
import type { GetsCall } from '@cs/contracts/gets';
import { MonitorHarness } from './monitor-harness.ts';

let h: MonitorHarness;
beforeEach(() => {
  h = new MonitorHarness();
  // The Gets reports the wired and tech devices reachable: they are polled by the call system.
  h.gets({
    type: 'snapshot',
    version: null,
    calls: [],
    devices: [20, 30].map((number) => ({
      number,
      reachable: true,
      battery: null,
      muted: false,
      defects_ignored: false,
      restarting: false,
      last_reachable_at: null,
    })),
  });
});
afterEach(() => h.close());

const heartbeat = (device: number) => h.lastSeen.set(device, h.clock.now());
/** Radio devices 10 and 40 beat every 5 minutes for `ms`. */
function beating(ms: number, devices = [10, 40]): void {
  for (let t = 0; t < ms; t += 5 * MINUTE) {
    for (const d of devices) heartbeat(d);
    h.clock.advance(Math.min(5 * MINUTE, ms - t));
  }
}

describe('battery (spec 02 §4: below low replacement recommended, below critical required)', () => {
  it('opens a warning below 40 %, raises it to critical below 25 % and closes it when the battery is replaced', () => {
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 40 });
    expect(h.all()).toEqual([]);
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 39 });
    expect(h.opened).toHaveLength(1);
    expect(h.opened[0]).toMatchObject({
      kind: 'battery',
      severity: 'Warning',
      state: 'New',
      device_number: 10,
    });
    beating(HOUR);
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 24 });
    expect(h.all()).toHaveLength(1);
    expect(h.all()[0]).toMatchObject({ severity: 'Critical', state: 'New' });
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 100 });
    expect(h.closed).toHaveLength(1);
    const [incident] = h.all();
    expect(incident).toMatchObject({ state: 'Closed', closed_by: 'auto', recovered_at: h.nowIso });
    expect(h.incidents.events(incident!.id).map((e) => e.type)).toEqual(['opened', 'severity', 'recovered']);
    // the hub's events are the device's history
    expect(h.deviceLog.events(1, 10).map((e) => [e.type, e.battery])).toEqual([
      ['BatteryUpdate', 100],
      ['BatteryUpdate', 24],
      ['BatteryUpdate', 39],
      ['BatteryUpdate', 40],
    ]);
  });

  it('follows the global thresholds and ignores an unknown level (-1)', () => {
    h.settings.battery_threshold_low = 60;
    h.hub({ type: 'BatteryUpdate', node: 40, battery: -1 });
    expect(h.all()).toEqual([]);
    h.hub({ type: 'BatteryUpdate', node: 40, battery: 55 });
    expect(h.all()[0]).toMatchObject({ kind: 'battery', severity: 'Warning', device_number: 40 });
  });
});

describe('reachability (spec 02 §3 monitoring_timeout_radio/_wired/_tech, call source group timeout_minutes)', () => {
  it('a silent radio device is not reachable after the radio timeout; hearing it again closes the incident', () => {
    beating(30 * MINUTE);
    heartbeat(10);
    // device 10 goes silent, 40 keeps beating
    beating(59 * MINUTE, [40]);
    expect(h.all()).toEqual([]);
    beating(2 * MINUTE, [40]);
    expect(h.all()).toHaveLength(1);
    expect(h.opened[0]).toMatchObject({ kind: 'reachability', severity: 'Critical', device_number: 10 });
    expect(JSON.parse(h.opened[0]!.detail)).toMatchObject({ timeout_minutes: 60, link: 'radio' });
    heartbeat(10);
    h.clock.advance(MINUTE);
    expect(h.closed).toHaveLength(1);
    // the 14-day history: one change to unreachable, one back
    const history = h.deviceLog.reachabilitySince(
      1,
      10,
      new Date(h.clock.now() - 14 * 24 * HOUR).toISOString(),
    );
    expect(history.map((r) => r.reachable)).toEqual([0, 1]);
  });

  it("a tech device's call source group timeout (15 min) wins over the global tech timeout", () => {
    h.gets({ type: 'device.reachability', number: 30, reachable: false });
    beating(14 * MINUTE);
    expect(h.all()).toEqual([]);
    beating(2 * MINUTE);
    expect(h.all().map((i) => [i.kind, i.device_number])).toEqual([['reachability', 30]]);
    h.gets({ type: 'device.reachability', number: 30, reachable: true });
    expect(h.all()[0]).toMatchObject({ state: 'Closed', closed_by: 'auto' });
  });

  it('a wired device stays reachable while the Gets reports it so and its link is up; lost, it times out after 30 min', () => {
    beating(2 * HOUR);
    expect(h.all()).toEqual([]);
    h.gets({ type: 'device.reachability', number: 20, reachable: false });
    beating(31 * MINUTE);
    expect(h.all().map((i) => i.device_number)).toEqual([20]);
  });

  it("outdated hub data pauses new incidents of that hub's devices (spec 02 §4), and resumes when it is current", () => {
    h.hub({ type: 'DeviceFound', node: 10 });
    h.outdated = [1];
    expect(h.monitor.pausedHubs(1)).toEqual([1]);
    beating(70 * MINUTE, [40]);
    expect(h.all()).toEqual([]);
    h.outdated = [];
    beating(MINUTE, [40]);
    expect(h.all().map((i) => i.device_number)).toEqual([10]);
  });
});

describe('probable defects (spec 02 §3 monitor: criterion, threshold = maximum count, timeframe in hours)', () => {
  beforeEach(() => {
    h.monitors = [{ id: 3, name: 'Funk', criterion: '0x6A', threshold: 4, timeframe: 1 }];
  });

  it('four reports of 0x6A in an hour are allowed; the fifth opens a warning that closes when the hour has passed', () => {
    for (let i = 0; i < 4; i++) {
      h.hub({ type: 'Criterion', node: 10, criterion: '0x6a' });
      h.hub({ type: 'Criterion', node: 10, criterion: '0x11' });
      heartbeat(10);
      heartbeat(40);
      h.clock.advance(10 * MINUTE);
    }
    expect(h.all()).toEqual([]);
    h.hub({ type: 'Criterion', node: 10, criterion: '0x6A' });
    expect(h.all()).toHaveLength(1);
    expect(h.all()[0]).toMatchObject({ kind: 'probable_defects', monitor_id: 3, severity: 'Warning' });
    expect(JSON.parse(h.all()[0]!.detail)).toMatchObject({ count: 5, threshold: 4, monitor: 'Funk' });
    // the first report leaves the window 60 minutes after it
    beating(20 * MINUTE);
    expect(h.all()[0]).toMatchObject({ state: 'Closed', closed_by: 'auto' });
  });
});

describe('defects (spec 02 §3: defect-flag calls and defects_timeout in seconds)', () => {
  it('a defect call open longer than defects_timeout is a critical incident until the call closes', () => {
    const call: GetsCall = {
      id: 7,
      number: 20,
      call_type_id: 9,
      call_type_text: 'Defekt',
      call_source_id: null,
      call_source_text: '',
      section_id: null,
      section_name: '',
      device_text_short: '',
      device_text_long: '',
      position: null,
      opened_at: h.nowIso,
      closed_at: null,
      is_presence: false,
    };
    h.openCalls.set(7, call);
    h.gets({ type: 'call.opened', call });
    expect(h.all()).toEqual([]);
    h.clock.advance(h.settings.defects_timeout * SECOND + MINUTE);
    expect(h.all()[0]).toMatchObject({ kind: 'defects', severity: 'Critical', device_number: 20 });
    h.openCalls.delete(7);
    h.gets({ type: 'call.closed', call: { ...call, closed_at: h.nowIso } });
    expect(h.all()[0]).toMatchObject({ state: 'Closed' });
  });
});

describe('incident workflow and restart', () => {
  it('a user-closed incident is not reopened while its condition lasts; it is when the condition comes back', () => {
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 30 });
    const [first] = h.all();
    h.monitor.updated(h.incidents.close(first!.id, 'technik', h.nowIso));
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 29 });
    beating(5 * MINUTE);
    expect(h.all()).toHaveLength(1);
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 100 });
    expect(h.closed).toHaveLength(0); // it was closed already: no second close
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 20 });
    expect(h.all().map((i) => [i.state, i.severity])).toEqual([
      ['Closed', 'Warning'],
      ['New', 'Critical'],
    ]);
  });

  it('rebuilds last heard, batteries and lasting incidents from history after a restart', () => {
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 30 });
    beating(10 * MINUTE);
    h.restart();
    // no second incident for the same lasting condition, and the battery is remembered
    h.hub({ type: 'Criterion', node: 10, criterion: '0x11' });
    beating(5 * MINUTE);
    expect(h.all()).toHaveLength(1);
    expect(h.monitor.memories.peek(1, 10)?.battery).toBe(30);
    h.hub({ type: 'BatteryUpdate', node: 10, battery: 90 });
    expect(h.all()[0]).toMatchObject({ state: 'Closed' });
    // device 40 was heard before the restart (batched write), and times out counted from then
    const heard = h.deviceLog.lastHeard().find((r) => r.device_number === 40);
    expect(heard?.heard_at).toBe(new Date(h.clock.now() - 5 * MINUTE).toISOString());
  });
});
