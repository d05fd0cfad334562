// Alert channels (spec 02 §3): where alerts go out (pagers, phones), with their recipients and secret.
import { define } from '../entity.ts';
import { maxLength, oneOf, required, unique, url } from '../rules.ts';
import { base, name, URL_MAX } from './system-base.ts';

const RECIPIENT_TYPES = ['single', 'group'] as const;
/** Recipients stored as a comma-separated text before they were records. */
const recipientsOf = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((identification) => ({ identification, recipient_type: 'single' }))
    : v;

export const alertChannels = define({
  ...base('AlertChannel', 'alertChannels', 'alert_channels', 'alert_channel', 'alert-channels'),
  getsConfig: false,
  fields: {
    name: name(),
    category: { kind: 'String', rules: [required(), oneOf(['Care', 'Tech'])], default: 'Care' },
    class: { kind: 'String', rules: [required(), oneOf(['Alert', 'Critical', 'Info'])], default: 'Alert' },
    outbound_enabled: { kind: 'Boolean', default: false },
    outbound_url: { kind: 'String', rules: [url(), maxLength(URL_MAX)] },
    outbound_can_reply: { kind: 'Boolean', default: false },
    supports_phone_calls: { kind: 'Boolean', default: false },
    secret: {
      kind: 'String',
      secret: true,
      superuserReadable: true,
      // the secret authenticates at the outbound address: it does not go along to another one
      address: ['outbound_url'],
      rules: [maxLength(256)],
      description: 'only superusers read it back; others get null here and see has_secret',
    },
    recipients: {
      kind: 'object',
      default: [],
      upgrade: recipientsOf,
      shape: {
        type: 'AlertRecipient',
        list: true,
        ids: true,
        description:
          'Spec 02 §3 recipient of an alert channel (alertchannel_id is the channel it is stored in).',
        fields: {
          identification: {
            kind: 'String',
            rules: [required(), maxLength(128), unique()],
            description: 'a phone number, pager id or group name',
          },
          recipient_type: {
            kind: 'String',
            rules: [required(), oneOf(RECIPIENT_TYPES)],
            default: 'single',
            description: 'single or group',
          },
        },
      },
    },
    has_secret: { kind: 'Boolean', readOnly: true, stored: false },
  },
  check: (r) => (r.outbound_enabled && !r.outbound_url ? [{ field: 'outbound_url', key: 'required' }] : []),
  present: (r) => ({ has_secret: Boolean(r.secret) }),
});
