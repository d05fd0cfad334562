// System parameters (spec 02 §3 configurator): one entry per system; the password is never shown.
import { define } from '../resource.ts';
import { LOCALE, SECTIONS, keepHint } from '../options.ts';

export const systemParams = define({
  name: 'systemParams',
  type: 'SystemParam',
  plural: 'systemParams',
  columns: [{ name: 'id' }, { name: 'name' }, { name: 'ip' }, { name: 'tcp_port' }, { name: 'version' }],
  fields: [
    { name: 'name', widget: 'text', required: true, maxLength: 64, counter: true },
    { name: 'ip', widget: 'text', required: true },
    { name: 'tcp_port', widget: 'number', min: 1, max: 65535, required: true },
    { name: 'username', widget: 'text' },
    { name: 'password', widget: 'password', hint: keepHint },
    { name: 'dhcp', widget: 'switch' },
    { name: 'gateway', widget: 'text' },
    { name: 'subnet', widget: 'text' },
    { name: 'ntp_server', widget: 'text' },
    { name: 'timezone', widget: 'text' },
    { name: 'daylight_savings', widget: 'switch' },
    { name: 'display_language', widget: 'select', options: LOCALE },
    { name: 'night_start', widget: 'time' },
    { name: 'night_stop', widget: 'time' },
    { name: 'weekend_start', widget: 'time', required: true },
    { name: 'weekend_stop', widget: 'time', required: true },
    { name: 'auto_commit', widget: 'switch' },
    { name: 'call_suppression_enabled', widget: 'switch' },
    { name: 'call_suppression_sections', widget: 'multiselect', options: SECTIONS },
    { name: 'call_suppression_time_start', widget: 'time' },
    { name: 'call_suppression_time_end', widget: 'time' },
  ],
  defaults: { name: '', ip: '', tcp_port: 4711, username: 'admin', password: '', dhcp: false, timezone: 'Europe/Zurich', daylight_savings: true, display_language: 'de', night_start: '22:00', night_stop: '06:00', weekend_start: '18:00', weekend_stop: '06:00', auto_commit: false, call_suppression_enabled: false, call_suppression_sections: [] },
});
