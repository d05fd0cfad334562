// The demo installation's own lists (not per system): display notes around today, the reports the licence allows
// and the probable-defect monitors.
import type { DisplayNoteRecord, ProbableDefectMonitorRecord, ReportRecord } from '../store/config-types.ts';

const DAY_MS = 24 * 60 * 60_000;
const day = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString();

/**
 * Display notes: none shows on a fresh display (its empty state 'Keine offenen Rufe' stays, tests/display);
 * one is scheduled two months ahead for a week, one is switched off, ready to be switched on.
 */
export function demoDisplayNotes(nowMs: number): DisplayNoteRecord[] {
  return [
    {
      id: 1,
      title: 'Angehörigenabend',
      text: 'Informationsabend für Angehörige im Aufenthaltsraum, 18:30 Uhr. Bitte Bewohnerinnen und Bewohner bis 18 Uhr begleiten.',
      color: 'green',
      sort_order: 1,
      display_date: day(nowMs + 67 * DAY_MS),
      active: true,
      display_from: day(nowMs + 60 * DAY_MS),
      display_until: day(nowMs + 68 * DAY_MS),
    },
    {
      id: 2,
      title: 'Probealarm Brandmeldeanlage',
      text: 'Dienstag 10:00 Uhr im 2. Stock. Bewohner vorher informieren, Rufe normal bearbeiten.',
      color: 'yellow',
      sort_order: 2,
      display_date: null,
      active: false,
      display_from: null,
      display_until: null,
    },
  ];
}

/** The licence has analytics: a weekly and monthly report to the head of nursing and the technician. */
export function demoReports(): ReportRecord[] {
  return [
    {
      id: 1,
      email: 'pflegedienstleitung@demo-pflegeheim.example, technik@demo-pflegeheim.example',
      enabled: true,
      send_daily: false,
      send_weekly: true,
      send_monthly: true,
      include_battery: true,
      include_long_calls: true,
      include_not_reachable: true,
      include_probable_defects: true,
      battery_threshold: 25,
      call_duration_threshold: 10,
      notify_battery: true,
      notify_defects: true,
      notify_not_reachable: true,
      notify_probable_defects: false,
      radio_enabled: true,
      technical_enabled: true,
      wired_enabled: true,
      timeouts: true,
      probable_defect_criterion: '0x6A',
      probable_defect_duration: 24,
      probable_defect_count_threshold: 3,
    },
  ];
}

/**
 * Spec 02 §3 probable-defect monitors of the demo: a radio disturbance (0x6A, more than 4 in an hour) and a
 * device that loses its link more than 3 times a day (the twin's hubs report 0x11 at every lost link).
 */
export function demoProbableDefectMonitors(): ProbableDefectMonitorRecord[] {
  return [
    { id: 1, name: 'Funkstörung', criterion: '0x6A', threshold: 4, timeframe: 1 },
    { id: 2, name: 'Häufige Verbindungsabbrüche', criterion: '0x11', threshold: 3, timeframe: 24 },
  ];
}
