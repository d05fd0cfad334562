import { DEVICE_TEXT_MAX, toDeviceText } from '@cs/contracts/gets/device-text';
import type { Faker } from '@faker-js/faker';
import { CALL_SOURCE_IDS, CALL_TYPE_IDS } from './catalog.ts';
import type { Device, DeviceKind, SystemTreeNode } from './types.ts';

export interface DeviceContext {
  faker: Faker;
  ids: { next(): number };
  add: (node: Omit<SystemTreeNode, 'sort_order'>) => SystemTreeNode;
  section: number;
  hubId: number | null;
  roomId: number | null;
  roomNo: string;
  demo: boolean;
}

const KIND_SETUP: Record<
  DeviceKind,
  {
    nodeKind: SystemTreeNode['kind'];
    source: number;
    alert: number;
    presence: number | null;
    emergency: number | null;
    radio: boolean;
    name: string;
  }
> = {
  'two-button': {
    nodeKind: 'radio',
    source: CALL_SOURCE_IDS.room,
    alert: CALL_TYPE_IDS.alert,
    presence: CALL_TYPE_IDS.presence,
    emergency: CALL_TYPE_IDS.emergency,
    radio: true,
    name: 'Ruftaster',
  },
  medallion: {
    nodeKind: 'radio',
    source: CALL_SOURCE_IDS.medallion,
    alert: CALL_TYPE_IDS.medallionAlert,
    presence: null,
    emergency: null,
    radio: true,
    name: 'Medaillon',
  },
  'radio-call-point': {
    nodeKind: 'radio',
    source: CALL_SOURCE_IDS.bath,
    alert: CALL_TYPE_IDS.bathCall,
    presence: null,
    emergency: null,
    radio: true,
    name: 'Zugtaster',
  },
  'wired-call-point': {
    nodeKind: 'wired',
    source: CALL_SOURCE_IDS.corridor,
    alert: CALL_TYPE_IDS.alert,
    presence: null,
    emergency: null,
    radio: false,
    name: 'Rufstelle',
  },
  tech: {
    nodeKind: 'tech',
    source: CALL_SOURCE_IDS.tech,
    alert: CALL_TYPE_IDS.techAlarm,
    presence: null,
    emergency: null,
    radio: false,
    name: 'Technikeingang',
  },
};

/** A device's kind and call types as the ward gives them (what device-buttons.ts's rules read). */
export function deviceSetup(id: number, kind: DeviceKind) {
  const setup = KIND_SETUP[kind];
  return {
    id,
    kind,
    alert_call_type_id: setup.alert,
    presence_call_type_id: setup.presence,
    emergency_call_type_id: setup.emergency,
    defect_call_type_id: CALL_TYPE_IDS.defect,
  };
}

/** Creates the device's tree node and the twin's device record (same id). */
export function buildDevice(
  ctx: DeviceContext,
  kind: DeviceKind,
  parentId: number,
  short: string,
  long: string,
  fixedId: number | undefined,
  personId: number | null,
): Device {
  const setup = KIND_SETUP[kind];
  const id = fixedId ?? ctx.ids.next();
  const serial = ctx.faker.string.hexadecimal({ length: 8, casing: 'upper', prefix: '' });
  ctx.add({
    id,
    name: `${setup.name} ${long.replace(/^(Zimmer|Bad Zimmer|Medaillon) /, '')}`,
    kind: setup.nodeKind,
    parent_id: parentId,
    number: id,
    serial,
    is_tech: kind === 'tech',
    is_linkable: false,
    section_id: ctx.section,
    inherit_section: true,
    call_source_id: setup.source,
    flight_profile_id: null,
    // A medallion follows its wearer's flight profile (spec 02 §3 inherit_flight_profile).
    inherit_flight_profile: true,
    linked_system_tree_node_id: null,
    text_short: toDeviceText(short, DEVICE_TEXT_MAX.short),
    text_long: toDeviceText(long, DEVICE_TEXT_MAX.long),
    // Set by the generator where the device is named like its parent (generate-ward.ts inheritTexts).
    inherit_text_short: false,
    inherit_text_long: false,
    comment: '',
    callback_number: '',
    // A technical input cannot be acknowledged from the display: the cause must be fixed on site.
    deny_manual_call_closure: kind === 'tech',
  });
  // Demo devices start with fresh cells and steady links so a sales demo never shows a defect.
  const battery = setup.radio
    ? {
        initial: ctx.demo ? 100 : ctx.faker.number.int({ min: 20, max: 100 }),
        drain_per_day: ctx.faker.number.float({ min: 0.12, max: 0.3, fractionDigits: 3 }),
      }
    : null;
  const link_model = setup.radio
    ? {
        mean_up_days: ctx.demo ? 0 : ctx.faker.number.int({ min: 10, max: 60 }),
        mean_down_minutes: ctx.faker.number.int({ min: 5, max: 90 }),
      }
    : null;
  // Keys in the order the ward has always had them (generated wards are compared as JSON).
  const calls = deviceSetup(id, kind);
  return {
    id,
    kind,
    link: setup.radio ? 'radio' : 'wired',
    hub_id: setup.radio ? ctx.hubId : null,
    room_id: ctx.roomId,
    person_id: personId,
    serial,
    alert_call_type_id: calls.alert_call_type_id,
    presence_call_type_id: calls.presence_call_type_id,
    emergency_call_type_id: calls.emergency_call_type_id,
    defect_call_type_id: calls.defect_call_type_id,
    battery,
    link_model,
    beds: kind === 'two-button' ? 1 : 0,
  };
}
