// Spec 02 §3 report flags, battery threshold and device kinds; §4 outdated hub data pauses reports for that hub's
// devices; spec 01 §9 dd.MM.yyyy HH:mm in the facility's zone in every language.
import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../../store/config-types.ts';
import { byLanguage } from './recipients.ts';
import { composeReport, type ReportSystem } from './report-composer.ts';
import { MemoryIncidentSource, type ReportIncident } from './report-source.ts';

const REPORT: ReportRecord = {
  id: 1,
  email: 'a@heim.example',
  enabled: true,
  send_daily: true,
  send_weekly: false,
  send_monthly: false,
  include_battery: true,
  include_long_calls: false,
  include_not_reachable: true,
  include_probable_defects: false,
  battery_threshold: 25,
  call_duration_threshold: 10,
  notify_battery: false,
  notify_defects: false,
  notify_not_reachable: false,
  notify_probable_defects: false,
  radio_enabled: true,
  technical_enabled: true,
  wired_enabled: false,
  timeouts: false,
  probable_defect_criterion: null,
  probable_defect_duration: null,
  probable_defect_count_threshold: null,
};

let ids = 0;
const row = (over: Partial<ReportIncident>): ReportIncident => ({
  id: ++ids,
  kind: 'battery',
  severity: 'Warning',
  state: 'New',
  system_id: 1,
  node_id: 1,
  node_name: `Gerät ${ids}`,
  node_path: `Haus / Gerät ${ids}`,
  device_id: 100 + ids,
  device_kind: 'radio',
  hub_id: 1,
  call_source_group_id: null,
  call_source_id: null,
  battery: 10,
  opened_at: '2024-03-30T23:30:00.000Z',
  closed_at: null,
  ...over,
});

const source = new MemoryIncidentSource();
source.open(row({ node_name: 'Batterie leer' })); // 1: in
source.open(row({ battery: 30 })); // 2: above the threshold
source.open(row({ kind: 'probable_defects' })); // 3: include_probable_defects off
source.open(row({ kind: 'reachability', device_kind: 'wired', hub_id: null })); // 4: wired_enabled off
source.open(row({ kind: 'defects', device_kind: 'tech', hub_id: null, node_path: 'Haus / <Technik & Co>' })); // 5: in
source.open(row({ hub_id: 2 })); // 6: hub 2's data is outdated: paused
source.open(row({ kind: 'reachability', opened_at: '2024-03-31T21:59:00.000Z' })); // 7: in, 23:59 local
source.open(row({ opened_at: '2024-03-31T22:00:00.000Z' })); // 8: the next local day: out

const SYSTEMS: ReportSystem[] = [
  { id: 1, name: 'Haus Lindenhof', zone: 'Europe/Zurich', outdatedHubs: [{ id: 2, name: 'Hub Ost' }] },
];
// 31 March 2024, the spring DST day in Zurich: 23 hours, 30.03 23:00 UTC to 31.03 22:00 UTC
const compose = (locale: 'de' | 'en' | 'fr' | 'it') =>
  composeReport({
    report: REPORT,
    period: 'daily',
    from: Date.parse('2024-03-30T23:00:00.000Z'),
    to: Date.parse('2024-03-31T22:00:00.000Z'),
    zone: 'Europe/Zurich',
    locale,
    systems: SYSTEMS,
    source,
    longCalls: () => [],
  });
const devices = (text: string) => [...text.matchAll(/ \| (1\d\d) \| /g)].map((m) => Number(m[1]));

describe('report composer', () => {
  it('lists what the flags, the threshold and the device kinds select, and pauses the outdated hub', () => {
    const mail = compose('de');
    expect(devices(mail.text)).toEqual([101, 105, 107]);
    expect(mail.text).toContain('Funk-Hubs sind veraltet');
    expect(mail.text).toContain('Hub Ost');
    expect(mail.subject).toBe('Täglicher Bericht 31.03.2024');
    expect(mail.text).toContain('| 31.03.2024 00:30 |');
    expect(mail.text).toContain('| 31.03.2024 23:59 |');
  });

  it('escapes names in the HTML body', () => {
    const { html } = compose('de');
    expect(html).toContain('Haus / &lt;Technik &amp; Co&gt;');
    expect(html).not.toContain('<Technik');
  });

  it.each([
    ['en', 'Daily report 31.03.2024', 'Battery | Warning | New'],
    ['fr', 'Rapport quotidien 31.03.2024', 'Batterie | Avertissement | Nouveau'],
    ['it', 'Rapporto giornaliero 31.03.2024', 'Batteria | Avviso | Nuovo'],
  ] as const)('writes %s with the same dates', (locale, subject, cells) => {
    const mail = compose(locale);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${cells} | Haus / Gerät 1 | 101 | 10 % | 31.03.2024 00:30 |`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
  });
});

describe('recipients by language', () => {
  it("a user's address in the user's language, others in the installation's, each address once", () => {
    const users = [
      { email: 'Pflege@heim.example, nacht@heim.example', locale: 'it' as const },
      { email: 'leitung@heim.example', locale: 'en' as const },
    ];
    const groups = byLanguage(
      ['pflege@heim.example', 'extern@firma.example', 'leitung@heim.example', 'PFLEGE@heim.example'],
      users,
      'fr',
    );
    expect(Object.fromEntries(groups)).toEqual({
      it: ['pflege@heim.example'],
      fr: ['extern@firma.example'],
      en: ['leitung@heim.example'],
    });
  });
});
