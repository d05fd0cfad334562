// The system tree's nodes as the admin sees them: a lookup the forms pick from (flight profiles); the
// tree area manages them. Their kinds (spec 02 §3) are the Gets' node row's, stated once in contracts.
import { NODE_KINDS } from '@cs/contracts/gets';
import { define } from '../entity.ts';
import { OVERRIDE_FORM } from './display-group-override-rules.ts';
import { deviceText, oneOf, required } from '../rules.ts';
import { APP_PICKERS } from './app.ts';
import { CALL_SOURCE, SECTION } from './system-base.ts';

/** The system tree's nodes (from the ward generator or the Gets), for pickers such as the flight profile's. */
export const systemTreeNodes = define({
  type: 'SystemTreeNode',
  plural: 'systemTreeNodes',
  store: 'system',
  collection: 'nodes',
  entity: 'system_tree_node',
  permissions: ['admin::manage_flightprofiles', 'admin::manage_system'],
  anyPermission: true,
  lookupOnly: true,
  // app management's forms pick tree elements: the group's node selection, the subscription view's elements
  pickedBy: [APP_PICKERS.groupForm, APP_PICKERS.subscriptionForm, OVERRIDE_FORM],
  // spec 02 §7 names the tree's own node query systemTreeNode (modules/tree); the lookup's get is the admin's.
  getName: 'adminSystemTreeNode',
  fields: {
    name: { kind: 'String', rules: [required()] },
    kind: { kind: 'String', rules: [required(), oneOf(NODE_KINDS)] },
    parent_id: { kind: 'Int', ref: { to: 'SystemTreeNode' } },
    sort_order: { kind: 'Int', default: 0 },
    number: { kind: 'Int' },
    serial: { kind: 'String' },
    is_tech: { kind: 'Boolean', default: false },
    is_linkable: { kind: 'Boolean', default: false },
    section_id: { kind: 'Int', ref: SECTION },
    inherit_section: { kind: 'Boolean', default: false },
    call_source_id: { kind: 'Int', ref: CALL_SOURCE },
    flight_profile_id: { kind: 'Int', ref: { to: 'FlightProfile' } },
    inherit_flight_profile: { kind: 'Boolean', default: false },
    linked_system_tree_node_id: { kind: 'Int', ref: { to: 'SystemTreeNode' } },
    text_short: { kind: 'String', rules: [deviceText(7)], default: '' },
    text_long: { kind: 'String', rules: [deviceText(19)], default: '' },
    inherit_text_short: { kind: 'Boolean', default: false },
    inherit_text_long: { kind: 'Boolean', default: false },
    comment: { kind: 'String', default: '' },
    callback_number: { kind: 'String', default: '' },
    deny_manual_call_closure: { kind: 'Boolean', default: false },
  },
  gets: { kind: 'nodes' },
});
