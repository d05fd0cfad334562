// The demo's interconnection (spec 02 §3, /tree/connections): the night "Mitanzeige" of the first ward with
// the second, prepared and switched off, so the displays follow their schedules until the night's staff enable it.
// Derived from the ward: the group that shows the first section alone and the one that shows the second alone.
import type { Ward } from '@cs/twin';
import type { InterconnectionRecord } from '../store/config-types.ts';

const showsOnly = (g: Ward['displayGroups'][number], section: number) =>
  g.connections.length > 0 && g.connections.every((c) => c.section_id === section);

export function demoInterconnections(ward: Ward): InterconnectionRecord[] {
  const [first, second] = ward.sections;
  if (!first || !second) return [];
  const from = ward.displayGroups.find((g) => showsOnly(g, first.id));
  const to = ward.displayGroups.find((g) => showsOnly(g, second.id));
  if (!from || !to) return [];
  const short = (name: string) => name.replace(/^Wohnbereich /, 'WB ');
  return [
    {
      id: 1,
      name: `Nacht ${short(first.name)} zu ${short(second.name)}`,
      is_enabled: false,
      section_id: first.id,
      section_display_group_id: from.id,
      systemtree_display_group_id: to.id,
    },
  ];
}
