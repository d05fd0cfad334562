// Spec 01 §4 "Close call" / spec 02 §4 "Call closing rule", as a table.
import { describe, expect, it } from 'vitest';
import type { SystemDoc } from '../../store/config-types.ts';
import { mayTriggerDeviceAction } from './close-call-rule.ts';

const node = (
  id: number,
  deny: boolean,
  section: number | null,
  parent: number | null = null,
  inherit = false,
) => ({
  id,
  name: `n${id}`,
  kind: 'device' as const,
  parent_id: parent,
  sort_order: 1,
  number: id,
  serial: null,
  is_tech: false,
  is_linkable: false,
  section_id: section,
  inherit_section: inherit,
  call_source_id: null,
  text_short: '',
  text_long: '',
  deny_manual_call_closure: deny,
});
const section = (id: number, allow: boolean) => ({
  id,
  name: `s${id}`,
  connected_section_id: null,
  is_hidden: false,
  allow_manual_call_closure: allow,
  weekday_schedule_id: 20,
  weekend_schedule_id: 20,
  weekday_display_group_1_id: 255,
  weekday_display_group_2_id: 255,
  weekday_display_group_3_id: 255,
  weekday_display_group_4_id: 255,
  weekday_display_group_5_id: 255,
  weekend_display_group_1_id: 255,
  weekend_display_group_2_id: 255,
  weekend_display_group_3_id: 255,
  weekend_display_group_4_id: 255,
  weekend_display_group_5_id: 255,
});
const doc = {
  id: 1,
  name: 'x',
  nodes: [
    node(1, true, 1),
    node(2, false, 1),
    node(3, false, 2),
    node(9, false, 2),
    node(4, false, null, 9, true),
    node(5, false, 1, 9, true),
  ],
  sections: [section(1, true), section(2, false)],
  call_types: [],
  call_sources: [],
} as unknown as SystemDoc;

describe('close-call rule (spec 01 §4)', () => {
  it.each([
    [
      'calllog::close_calls closes even where the node denies manual closure',
      ['calllog::close_calls'],
      1,
      true,
    ],
    ['visuals::close_calls likewise', ['visuals::close_calls'], 1, true],
    ['without them: refused when the node denies manual closure', [], 1, false],
    ['without them: allowed when the section allows manual closure', [], 2, true],
    ['without them: refused when the section does not', [], 3, false],
    ["a node without its own section takes the parent's", [], 4, false],
    ["a node's materialised section wins over the parent's", [], 5, true],
  ])('%s', (_what, permissions, device, allowed) => {
    expect(mayTriggerDeviceAction('EndCalls', permissions, doc, device, undefined).allowed).toBe(allowed);
  });

  it("an explicit sectionID decides instead of the node's own section", () => {
    expect(mayTriggerDeviceAction('EndCalls', [], doc, 3, 1).allowed).toBe(true);
  });

  it('other device actions need systemtree::trigger_device_actions (spec 02 §3)', () => {
    expect(mayTriggerDeviceAction('Mute', ['calllog::close_calls'], doc, 2, null).allowed).toBe(false);
    expect(
      mayTriggerDeviceAction('Restart', ['systemtree::trigger_device_actions'], doc, 2, null).allowed,
    ).toBe(true);
  });
});
