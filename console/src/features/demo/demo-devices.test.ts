// The lamps of the demo devices come from the call system's open calls (spec 02 §4: the twin applies
// the button rules; the console shows what it reports), by device number and demo call type (spec 02 §7).
import { describe, expect, it } from 'vitest';
import { demoCall } from '../../../../mocks/demo-handlers.ts';
import { deviceStates } from './demo-devices.ts';

describe('deviceStates', () => {
  it('reads alert 4, presence 6 and emergency 2 per device from calls by number', () => {
    const states = deviceStates([demoCall(23, 4, 1), demoCall(10, 6, 2), demoCall(10, 2, 3)]);
    expect(states.get(23)).toMatchObject({ alert: true, presence: false, emergency: false });
    expect(states.get(10)).toMatchObject({ alert: false, presence: true, emergency: true });
    expect(states.get(24)).toMatchObject({
      alert: false,
      presence: false,
      emergency: false,
      medallionAlarm: null,
    });
  });

  it('finds the medallion alarm whatever its call type, but not a defect or a presence', () => {
    const alarm = demoCall(24, 5, 7);
    expect(deviceStates([alarm]).get(24)?.medallionAlarm).toEqual(alarm);
    const defect = {
      ...demoCall(24, 7, 8),
      call_type: { id: 7, name: 'Störung', flag: 'defect' as const, color: '#999' },
    };
    expect(deviceStates([defect]).get(24)?.medallionAlarm).toBeNull();
  });

  it('ignores calls of other systems and of other devices', () => {
    const otherSystem = { ...demoCall(23, 4, 1), system_id: 2 };
    const states = deviceStates([otherSystem, demoCall(99, 4, 2)]);
    expect(states.get(23)?.alert).toBe(false);
    expect([...states.values()].flatMap((s) => s.calls)).toEqual([]);
  });
});
