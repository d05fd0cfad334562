import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, SimulatedClock } from '@cs/contracts/clock';
import { createTwinSystem, type TwinEvent } from './system.ts';
import { hourFormatter } from './load-model.ts';
import { generateWard } from './ward/index.ts';

const demo = generateWard({ seed: 1, size: 'demo' });
const monday7 = Date.UTC(2025, 0, 6, 6, 0); // 07:00 in Zurich

function twin(ward = demo) {
  const clock = new SimulatedClock(monday7);
  const system = createTwinSystem({ ward, clock });
  const events: TwinEvent[] = [];
  system.subscribe((e) => events.push(e));
  return { clock, system, events };
}

describe('twin system routing (ARCHITECTURE §3 call path, §8)', () => {
  it('a press on device 23 opens call type 4 at the Gets; presence closes it and sets presence (spec 02 §4)', () => {
    const { system } = twin();
    system.press(23, 'alert');
    expect(system.openCalls().map((c) => [c.number, c.call_type_id])).toEqual([[23, 4]]);
    system.press(23, 'presence');
    expect(system.openCalls().map((c) => [c.number, c.call_type_id, c.is_presence])).toEqual([[23, 6, true]]);
  });

  it('sendDeviceAction EndCalls reaches the device and the call disappears (spec 01 §4 close call)', () => {
    const { system, events } = twin();
    system.triggerMedallion(24);
    expect(system.openCalls().map((c) => c.call_type_id)).toEqual([5]);
    expect(system.endCalls(24)).toBe(true);
    expect(system.openCalls()).toEqual([]);
    expect(events.filter((e) => e.source === 'gets').map((e) => e.event.type)).toEqual([
      'call.opened',
      'call.closed',
    ]);
  });

  it('demo trigger and close by call type id (spec 02 §7 demo call trigger: alert 4, presence 6, emergency 2)', () => {
    const { system } = twin();
    expect(system.trigger({ deviceId: 10, callTypeId: 2 })).toBe(true);
    expect(
      system
        .openCalls()
        .map((c) => c.call_type_id)
        .sort(),
    ).toEqual([2, 6]);
    expect(system.trigger({ deviceId: 10, callTypeId: 2, close: true })).toBe(true);
    expect(system.openCalls()).toEqual([]);
    expect(system.trigger({ deviceId: 10, callTypeId: 4 })).toBe(true);
    expect(system.trigger({ deviceId: 10, callTypeId: 4, close: true })).toBe(true);
    expect(system.trigger({ deviceId: 424242, callTypeId: 4 })).toBe(false);
  });

  it('an unreachable radio device delivers its call when the link returns; hub reports lost and found', () => {
    const { system, events } = twin();
    system.dropLink(23);
    system.press(23, 'alert');
    expect(system.openCalls()).toEqual([]);
    system.restoreLink(23);
    expect(system.openCalls().map((c) => c.number)).toEqual([23]);
    const hubEvents = events.flatMap((e) =>
      e.source === 'hub' && 'deviceId' in e.event ? [e.event.type] : [],
    );
    expect(hubEvents).toEqual(['deviceLost', 'criterion', 'deviceFound']);
    const gets = events.flatMap((e) => (e.source === 'gets' ? [e.event.type] : []));
    expect(gets).toEqual(['device.reachability', 'device.reachability', 'call.opened']);
  });

  it('battery drains over simulated months and reaches Gets and hub (spec 02 §4 battery)', () => {
    const { system, clock, events } = twin(generateWard({ seed: 2, size: { beds: 20 } }));
    clock.advance(90 * DAY);
    const battery = events.filter((e) => e.source === 'gets' && e.event.type === 'device.battery');
    const hubBattery = events.filter((e) => e.source === 'hub' && e.event.type === 'batteryUpdate');
    expect(battery.length).toBeGreaterThan(100);
    expect(hubBattery.length).toBe(battery.length);
    const radio = system.ward.devices.find((d) => d.battery)!;
    expect(system.gets().devices[radio.id]!.battery).toBeLessThan(radio.battery!.initial);
    system.replaceBattery(radio.id);
    expect(system.gets().devices[radio.id]!.battery).toBe(100);
  });

  it('device search: a magnet contact is reported by the hub only while search is on (spec 02 §4 hub polling)', () => {
    const { system, events } = twin();
    const hubId = system.device(23)!.hub_id!;
    system.magnetContact(23);
    system.setDeviceSearch(hubId, true);
    system.magnetContact(23);
    const contacts = events.filter((e) => e.source === 'hub' && e.event.type === 'magnetContact');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ hubId, event: { deviceId: 23, serial: system.device(23)!.serial } });
  });

  it('a commit syncs the hubs that are online; an offline hub keeps its old last sync (spec 01 §3 outdated_hubs)', () => {
    const { system, clock } = twin();
    clock.advance(HOUR);
    system.hubOffline(2);
    system.commit();
    clock.advance(10 * MINUTE);
    expect(system.hub(1)!.lastSyncAt).toBeGreaterThan(monday7);
    expect(system.hub(2)!.lastSyncAt).toBe(monday7);
  });

  it('demo reset closes open calls, keeps call ids increasing and starts devices over (spec 02 §4 demo reset)', () => {
    const { system, events } = twin();
    system.press(23, 'alert');
    system.getsFault({ slowMs: 500 });
    system.reset();
    expect(system.openCalls()).toEqual([]);
    expect(events.at(-1)).toEqual({ source: 'twin', event: { type: 'reset' } });
    expect(system.gets().faults.slowMs).toBe(0);
    system.press(23, 'alert');
    expect(system.openCalls()[0]!.id).toBe(2);
    const seqs = events.flatMap((e) => (e.source === 'gets' ? [e.event.seq] : []));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });
});

describe('load model (ARCHITECTURE §8: about 7 calls per bed per day, peaks 6-8 and 18-20 h)', () => {
  const day = (seed: number) => {
    const ward = generateWard({ seed, size: { beds: 200 } });
    const clock = new SimulatedClock(Date.UTC(2025, 2, 3, 23, 0)); // 00:00 Zurich
    const system = createTwinSystem({ ward, clock });
    const opened: number[] = [];
    system.subscribe((e) => {
      if (e.source === 'gets' && e.event.type === 'call.opened' && !e.event.call.is_presence)
        opened.push(clock.now());
    });
    system.setLoad(true);
    clock.advance(DAY);
    system.stop();
    return { opened, beds: ward.facility.beds };
  };

  it('24 simulated hours of a 200-bed ward: rate, peaks and determinism (ARCHITECTURE §11; its speed: bench/ward-day.ts)', () => {
    const a = day(5);
    const perBed = a.opened.length / a.beds;
    expect(perBed).toBeGreaterThan(5.5);
    expect(perBed).toBeLessThan(8.5);
    const hour = hourFormatter('Europe/Zurich');
    const byHour = Array.from({ length: 24 }, () => 0);
    for (const t of a.opened) byHour[hour(t)]!++;
    const peak = byHour[6]! + byHour[7]! + byHour[18]! + byHour[19]!;
    const night = byHour[1]! + byHour[2]! + byHour[3]! + byHour[4]!;
    expect(peak).toBeGreaterThan(night * 3);
    expect(day(5).opened).toEqual(a.opened);
  });
});
