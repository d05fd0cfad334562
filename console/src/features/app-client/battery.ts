// The phone's charger (spec 02 §3 app setting logout_on_charge, docs/protocols.md §7 Battery): where the browser
// has the Battery Status API, each change of charging is reported; the state at start is not (a phone that is
// on its charger when the nurse logs in must not log her out at once). Elsewhere nothing is reported.

interface BatteryManager extends EventTarget {
  charging: boolean;
  level: number;
}
type WithBattery = Navigator & { getBattery?: () => Promise<BatteryManager> };

/** Calls `report` at each change of charging; the returned function stops watching. */
export function watchCharging(
  report: (level: number, charging: boolean) => void,
  nav: WithBattery | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): () => void {
  let stopped = false;
  let stop = () => {};
  nav?.getBattery?.().then(
    (battery) => {
      if (stopped) return;
      const changed = () => report(Math.round(battery.level * 100), battery.charging);
      battery.addEventListener('chargingchange', changed);
      stop = () => battery.removeEventListener('chargingchange', changed);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop();
  };
}
