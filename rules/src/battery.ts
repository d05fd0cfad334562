// Spec 01 §4 battery display and spec 02 §4 battery states, one rule for the backend's monitor and every screen that
// shows a device: unknown when null or -1; OK at or above the low threshold (green); below low, replacement
// recommended (yellow); below critical, replacement required (red). Thresholds are the global settings' percentages
// (defaults low 40, critical 25, spec 02 §9).

export type BatteryState = 'unknown' | 'ok' | 'low' | 'critical';

export interface BatteryThresholds {
  battery_threshold_low: number;
  battery_threshold_critical: number;
}

export const DEFAULT_BATTERY_THRESHOLDS: BatteryThresholds = {
  battery_threshold_low: 40,
  battery_threshold_critical: 25,
};

export function batteryState(
  level: number | null | undefined,
  thresholds: BatteryThresholds = DEFAULT_BATTERY_THRESHOLDS,
): BatteryState {
  if (level === null || level === undefined || level === -1) return 'unknown';
  if (level < thresholds.battery_threshold_critical) return 'critical';
  if (level < thresholds.battery_threshold_low) return 'low';
  return 'ok';
}
