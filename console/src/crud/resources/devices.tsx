// Devices and routing of a system (spec 02 §3). Presentation only: the fields are the descriptions'.
import { Badge } from '@mantine/core';
import { FacilityDateTime } from '../widgets/facility-date-time.tsx';
import { useTranslation } from 'react-i18next';
import { define } from '../resource.ts';
import { introOf } from '../widgets/intro.tsx';
import { SecretInput } from '../widgets/secret-input.tsx';
import { INDICATOR_FN, storedSecret } from '../options.ts';

const name = { counter: true };

export const flightProfiles = define({
  type: 'FlightProfile',
  columns: [{ name: 'name' }, { name: 'checkpoints' }, { name: 'system_tree_nodes' }],
  // Rule set = the forbidden checkpoints (ids across the system's maps); the tree nodes it applies to.
  fields: { name, checkpoints: { hint: 'admin.hints.forbiddenCheckpoints' } },
});

export const mergeGroups = define({
  type: 'MergeGroup',
  columns: [{ name: 'name' }, { name: 'section_id' }, { name: 'section_ids' }, { name: 'interconnections' }],
  fields: {
    name,
    section_ids: { hint: 'admin.hints.ruleSet' },
    interconnections: { itemFields: { is_enabled: { width: '56px' } } },
  },
  FormExtra: introOf('admin.mergeGroups.intro'),
});

export const callSources = define({
  type: 'CallSource',
  columns: [{ name: 'number' }, { name: 'text' }, { name: 'char' }],
  fields: {
    text: { counter: true, hint: 'admin.hints.deviceText' },
    char: { widget: 'normalised' },
  },
  label: (r) => String(r.text),
});

export const callSourceGroups = define({
  type: 'CallSourceGroup',
  columns: [{ name: 'name' }, { name: 'related_callsources' }, { name: 'timeout_minutes' }],
  fields: { name, timeout_minutes: { hint: 'admin.hints.timeoutMinutes' } },
});

export const indicators = define({
  type: 'Indicator',
  columns: [
    { name: 'number' },
    { name: 'call_source_id' },
    { name: 'linked_call_source_id' },
    { name: 'fn_a' },
    { name: 'fn_b' },
  ],
  fields: {
    fn_a: { widget: 'select', options: INDICATOR_FN },
    fn_b: { widget: 'select', options: INDICATOR_FN },
  },
  label: (r) => `#${String(r.number)}`,
});

export const buttons = define({
  type: 'Button',
  columns: [
    { name: 'number' },
    { name: 'button_type' },
    { name: 'fn_a' },
    { name: 'fn_b' },
    { name: 'fn_c' },
  ],
  fields: {
    button_type: { codes: 'admin.options.buttonType' },
    fn_a: { codes: 'admin.options.buttonFn' },
    fn_b: { codes: 'admin.options.buttonFn' },
    fn_c: { codes: 'admin.options.buttonFn' },
  },
  label: (r) => `#${String(r.number)}`,
});

const STATUS: Record<string, string> = {
  online: 'green',
  offline: 'red',
  unauthorized: 'orange',
  unknown: 'gray',
};
function HubStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS[status] ?? 'gray'}>
      {t(`admin.hubs.status.${STATUS[status] ? status : 'unknown'}`)}
    </Badge>
  );
}

export const hubs = define({
  type: 'Hub',
  columns: [
    { name: 'name' },
    { name: 'ip' },
    { name: 'status', render: (r) => <HubStatus status={String(r.status ?? 'unknown')} /> },
    {
      name: 'last_sync',
      render: (r) => <FacilityDateTime value={r.last_sync} />,
    },
  ],
  fields: { name, ip: { hint: 'admin.hints.ip' }, password: storedSecret },
});

export const videoStreams = define({
  type: 'VideoStream',
  columns: [{ name: 'name' }, { name: 'url' }],
  fields: { name },
});

export const alertChannels = define({
  type: 'AlertChannel',
  columns: [{ name: 'name' }, { name: 'category' }, { name: 'class' }, { name: 'outbound_enabled' }],
  fields: {
    name,
    secret: { widget: SecretInput },
    recipients: {
      hint: 'admin.hints.recipients',
      itemFields: { recipient_type: { width: '180px' } },
    },
  },
  optionLabels: { recipient_type: 'admin.options.recipientType' },
});
