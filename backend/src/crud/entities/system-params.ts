// System parameters (spec 02 §3 configurator): one record per system, kept in the system's own
// document. The configurator password is written, never returned; the number of systems is
// limited by the licence ('Die lizenzierte Anzahl an Konfiguratoren wurde erreicht').
import { define } from '../entity.ts';
import type { FieldSpec } from '../entity.ts';
import { between, ip, maxLength, oneOf, required, time, timeZone, unique } from '../rules.ts';

const flag = (d = false): FieldSpec => ({ kind: 'Boolean', default: d });
const clock = (d: string | null = null): FieldSpec => ({ kind: 'String', rules: [time()], default: d });

export const systemParams = define({
  type: 'SystemParam',
  plural: 'systemParams',
  store: 'systems',
  collection: 'systems',
  entity: 'system_params',
  permissions: ['admin::manage_system'],
  route: { segment: 'systemparams' },
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    ip: { kind: 'String', rules: [required(), ip()] },
    tcp_port: { kind: 'Int', rules: [required(), between(1, 65535)], default: 4711 },
    username: { kind: 'String', rules: [maxLength(64)], default: 'admin' },
    password: { kind: 'String', secret: true, address: ['ip', 'tcp_port'], rules: [maxLength(128)] },
    password_set: {
      kind: 'Boolean',
      readOnly: true,
      stored: false,
      description: 'whether a password is stored (a new address or port without it removes it)',
    },
    version: {
      kind: 'String',
      readOnly: true,
      rules: [maxLength(64)],
      description: 'firmware version reported by the configurator',
    },
    dhcp: flag(),
    gateway: { kind: 'String', rules: [ip()] },
    subnet: { kind: 'String', rules: [ip()] },
    ntp_server: { kind: 'String', rules: [maxLength(128)] },
    timezone: { kind: 'String', rules: [maxLength(64), timeZone()], default: 'Europe/Zurich' },
    daylight_savings: flag(true),
    display_language: { kind: 'String', rules: [oneOf(['de', 'en', 'fr', 'it'])], default: 'de' },
    night_start: clock('22:00'),
    night_stop: clock('06:00'),
    weekend_start: { ...clock('18:00'), rules: [required(), time()] },
    weekend_stop: { ...clock('06:00'), rules: [required(), time()] },
    auto_commit: flag(),
    call_suppression_enabled: flag(),
    call_suppression_sections: { kind: '[Int]', default: [], ref: { to: 'Section' } },
    call_suppression_time_start: clock(),
    call_suppression_time_end: clock(),
  },
  check: (_r, save) =>
    !save.current && save.others.length >= save.ctx.services.installation.licence().limits.systems
      ? [
          {
            field: '_form',
            key: 'configurator_limit_reached',
            data: { max: save.ctx.services.installation.licence().limits.systems },
          },
        ]
      : [],
  present: (r) => ({ password_set: Boolean(r.password) }),
  // Without a system every request answers 424 and nobody can add one again.
  deletable: (_r, _ctx, remaining) => (remaining.length === 0 ? { key: 'last_system' } : null),
  getsConfig: true,
});
