// Devices and routing of a system (spec 02 §3).
import { Badge } from '@mantine/core';
import { formatDateTime } from '@cs/rules/time';
import { useTranslation } from 'react-i18next';
import { define, type FieldDef } from '../resource.ts';
import { SecretInput } from '../widgets/secret-input.tsx';
import {
  BUTTON_FN,
  BUTTON_TYPE,
  CALL_SOURCES,
  CALL_TYPES,
  CATEGORY,
  CHECKPOINTS,
  CLASS,
  DISPLAY_GROUPS,
  INDICATOR_FN,
  RECIPIENT_TYPE,
  SECTIONS,
  TREE_NODES,
  keepHint,
} from '../options.ts';

const name: FieldDef = { name: 'name', widget: 'text', required: true, maxLength: 64, counter: true };

export const flightProfiles = define({
  name: 'flightProfiles',
  type: 'FlightProfile',
  plural: 'flightProfiles',
  columns: [{ name: 'name' }, { name: 'checkpoints' }, { name: 'system_tree_nodes' }],
  // Rule set = the forbidden checkpoints (ids across the system's maps); the tree nodes it applies to.
  fields: [
    name,
    {
      name: 'checkpoints',
      widget: 'multiselect',
      options: CHECKPOINTS,
      hint: 'admin.hints.forbiddenCheckpoints',
    },
    { name: 'system_tree_nodes', widget: 'multiselect', options: TREE_NODES },
  ],
  defaults: { name: '', checkpoints: [], system_tree_nodes: [] },
});

export const mergeGroups = define({
  name: 'mergeGroups',
  type: 'MergeGroup',
  plural: 'mergeGroups',
  columns: [{ name: 'name' }, { name: 'section_id' }, { name: 'section_ids' }, { name: 'interconnections' }],
  fields: [
    name,
    { name: 'section_id', widget: 'select', options: SECTIONS, required: true },
    { name: 'call_type_id', widget: 'select', options: CALL_TYPES },
    {
      name: 'section_ids',
      widget: 'multiselect',
      options: SECTIONS,
      required: true,
      hint: 'admin.hints.ruleSet',
    },
    {
      name: 'interconnections',
      widget: 'records',
      itemIds: true,
      items: [
        { name: 'is_enabled', widget: 'switch', width: '56px' },
        { name: 'name', widget: 'text', required: true, maxLength: 64 },
        { name: 'section_id', widget: 'select', options: SECTIONS, required: true },
        { name: 'section_display_group_id', widget: 'select', options: DISPLAY_GROUPS, required: true },
        { name: 'systemtree_display_group_id', widget: 'select', options: DISPLAY_GROUPS, required: true },
      ],
      newItem: {
        is_enabled: true,
        name: '',
        section_id: null,
        section_display_group_id: 255,
        systemtree_display_group_id: 255,
      },
    },
  ],
  defaults: { name: '', section_id: null, section_ids: [], call_type_id: null, interconnections: [] },
});

export const callSources = define({
  name: 'callSources',
  type: 'CallSource',
  plural: 'callSources',
  columns: [{ name: 'number' }, { name: 'text' }, { name: 'char' }],
  fields: [
    { name: 'number', widget: 'number', min: 1, max: 255, required: true },
    {
      name: 'text',
      widget: 'text',
      required: true,
      maxLength: 7,
      counter: true,
      hint: 'admin.hints.deviceText',
    },
    { name: 'char', widget: 'normalised', maxLength: 1 },
  ],
  defaults: { number: null, text: '', char: '' },
  label: (r) => String(r.text),
});

export const callSourceGroups = define({
  name: 'callSourceGroups',
  type: 'CallSourceGroup',
  plural: 'callSourceGroups',
  columns: [{ name: 'name' }, { name: 'related_callsources' }, { name: 'timeout_minutes' }],
  fields: [
    name,
    { name: 'related_callsources', widget: 'multiselect', options: CALL_SOURCES, required: true },
    { name: 'timeout_minutes', widget: 'number', min: 1, required: true, hint: 'admin.hints.timeoutMinutes' },
  ],
  defaults: { name: '', related_callsources: [], timeout_minutes: 60 },
});

export const indicators = define({
  name: 'indicators',
  type: 'Indicator',
  plural: 'indicators',
  columns: [
    { name: 'number' },
    { name: 'call_source_id' },
    { name: 'linked_call_source_id' },
    { name: 'fn_a' },
    { name: 'fn_b' },
  ],
  fields: [
    { name: 'number', widget: 'number', min: 1, max: 255, required: true },
    { name: 'call_source_id', widget: 'select', options: CALL_SOURCES, required: true },
    { name: 'linked_call_source_id', widget: 'select', options: CALL_SOURCES },
    { name: 'call_types', widget: 'multiselect', options: CALL_TYPES },
    { name: 'fn_a', widget: 'select', options: INDICATOR_FN },
    { name: 'fn_b', widget: 'select', options: INDICATOR_FN },
  ],
  defaults: {
    number: null,
    call_source_id: null,
    linked_call_source_id: null,
    call_types: [],
    fn_a: 255,
    fn_b: 255,
  },
  label: (r) => `#${String(r.number)}`,
});

export const buttons = define({
  name: 'buttons',
  type: 'Button',
  plural: 'buttons',
  columns: [
    { name: 'number' },
    { name: 'button_type' },
    { name: 'fn_a' },
    { name: 'fn_b' },
    { name: 'fn_c' },
  ],
  fields: [
    { name: 'number', widget: 'number', min: 1, max: 255, required: true },
    { name: 'button_type', widget: 'select', options: BUTTON_TYPE, required: true },
    { name: 'call_source_id', widget: 'select', options: CALL_SOURCES },
    { name: 'call_source_number', widget: 'number', min: 0, max: 255 },
    { name: 'call_type_id', widget: 'select', options: CALL_TYPES },
    { name: 'call_type_presence_id', widget: 'select', options: CALL_TYPES },
    { name: 'display_group_id', widget: 'select', options: DISPLAY_GROUPS },
    { name: 'fn_a', widget: 'select', options: BUTTON_FN },
    { name: 'fn_b', widget: 'select', options: BUTTON_FN },
    { name: 'fn_c', widget: 'select', options: BUTTON_FN },
  ],
  defaults: { number: null, button_type: 1, fn_a: 0, fn_b: 0, fn_c: 0 },
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
  name: 'hubs',
  type: 'Hub',
  plural: 'hubs',
  columns: [
    { name: 'name' },
    { name: 'ip' },
    { name: 'status', render: (r) => <HubStatus status={String(r.status ?? 'unknown')} /> },
    {
      name: 'last_sync',
      render: (r) => (r.last_sync ? formatDateTime(String(r.last_sync)) || '–' : '–'),
    },
  ],
  fields: [
    name,
    { name: 'ip', widget: 'text', required: true, hint: 'admin.hints.ip' },
    { name: 'username', widget: 'text', required: true },
    { name: 'password', widget: 'password', hint: keepHint },
  ],
  defaults: { name: '', ip: '', username: 'admin', password: '' },
});

export const videoStreams = define({
  name: 'videoStreams',
  type: 'VideoStream',
  plural: 'videoStreams',
  columns: [{ name: 'name' }, { name: 'url' }],
  fields: [
    name,
    { name: 'url', widget: 'text', required: true },
    { name: 'trigger_start', widget: 'select', options: CALL_TYPES },
    { name: 'trigger_stop', widget: 'select', options: CALL_TYPES },
  ],
  defaults: { name: '', url: '', trigger_start: null, trigger_stop: null },
});

export const alertChannels = define({
  name: 'alertChannels',
  type: 'AlertChannel',
  plural: 'alertChannels',
  columns: [{ name: 'name' }, { name: 'category' }, { name: 'class' }, { name: 'outbound_enabled' }],
  fields: [
    name,
    { name: 'category', widget: 'select', options: CATEGORY, required: true },
    { name: 'class', widget: 'select', options: CLASS, required: true },
    { name: 'outbound_enabled', widget: 'switch' },
    { name: 'outbound_url', widget: 'text' },
    { name: 'outbound_can_reply', widget: 'switch' },
    { name: 'supports_phone_calls', widget: 'switch' },
    { name: 'secret', widget: SecretInput },
    {
      name: 'recipients',
      widget: 'records',
      itemIds: true,
      hint: 'admin.hints.recipients',
      items: [
        { name: 'identification', widget: 'text', required: true, maxLength: 128 },
        { name: 'recipient_type', widget: 'select', options: RECIPIENT_TYPE, required: true, width: '180px' },
      ],
      newItem: { identification: '', recipient_type: 'single' },
    },
  ],
  defaults: {
    name: '',
    category: 'Care',
    class: 'Alert',
    outbound_enabled: false,
    outbound_url: '',
    outbound_can_reply: false,
    supports_phone_calls: false,
    recipients: [],
    secret: '',
  },
});
