// MSW handlers for the tree area's operations (console/src/features/tree/tree.graphql), typed by the codegen
// documents: a small fixed tree (a building, a floor, a room with a resident and a call button whose long text
// is the room's) and its nodes' details. The real server resolves inheritance; the mock answers what it holds.
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { createTreeFormHandlers } from './tree-form-handlers.ts';
import {
  SystemTreeDocument,
  SystemTreeNodeDocument,
  type SystemTreeQuery,
} from '../console/src/generated/graphql.ts';

type Entry = SystemTreeQuery['systemTree']['nodes'][number];
const entry = (
  id: number,
  parent_id: number | null,
  kind: string,
  name: string,
  over: Partial<Entry> = {},
) => ({
  id,
  parent_id,
  kind,
  name,
  sort_order: id,
  number: null,
  serial: null,
  text_short: '',
  text_long: name,
  section_id: 1,
  section_name: 'Wohnbereich 1',
  open_calls: 0,
  presences: 0,
  child_count: 0,
  battery: null,
  reachable: null,
  ...over,
});

export const MOCK_TREE: Entry[] = [
  entry(1, null, 'building', 'Haus Lindenhof', { child_count: 1, section_id: null, section_name: null }),
  entry(2, 1, 'floor', '1. Stock', { child_count: 1 }),
  entry(3, 2, 'room', 'Zimmer 101', { child_count: 2, text_short: 'Zi 101', open_calls: 1 }),
  entry(4, 3, 'person', 'Emil Bühler', { text_short: 'Buehler' }),
  entry(23, 3, 'radio', 'Ruftaster 101', {
    number: 23,
    serial: '78B9F4D0',
    text_short: '101',
    open_calls: 1,
  }),
];

const VERSION = { 'X-CS-Version': '5.406' };

export function createTreeMock() {
  const api = graphql.link('*/backend/query');
  const byId = new Map(MOCK_TREE.map((n) => [n.id, n]));
  const source = (id: number) => ({ __typename: 'SystemTreeSource', id, name: byId.get(id)?.name ?? '' });
  const form = createTreeFormHandlers(MOCK_TREE);
  const handlers = [
    api.query(SystemTreeDocument, () =>
      HttpResponse.json(
        {
          data: {
            systemTree: {
              view_id: null,
              views: [{ id: 1, name: 'Systemansicht', is_system_view: true, level: 'write' }],
              nodes: MOCK_TREE,
            },
          },
        },
        { headers: VERSION },
      ),
    ),
    api.query(SystemTreeNodeDocument, ({ variables }) => {
      const node = byId.get(variables.id);
      if (!node) return HttpResponse.json({ data: { systemTreeNode: null } }, { headers: VERSION });
      const inherits = node.id === 23;
      const parents = [];
      for (let p = node.parent_id; p !== null; p = byId.get(p)?.parent_id ?? null) parents.push(source(p));
      return HttpResponse.json(
        {
          data: {
            systemTreeNode: {
              id: node.id,
              kind: node.kind,
              name: node.name,
              number: node.number,
              serial: node.serial,
              battery: node.battery,
              reachable: node.reachable,
              comment: '',
              callback_number: '',
              deny_manual_call_closure: false,
              creatable_kinds: [],
              text_short: {
                value: node.text_short,
                own: node.text_short,
                inherited: false,
                source: source(node.id),
              },
              text_long: inherits
                ? { value: 'Zimmer 101', own: 'Zimmer 101', inherited: true, source: source(3) }
                : { value: node.text_long, own: node.text_long, inherited: false, source: source(node.id) },
              section: {
                id: node.section_id,
                name: node.section_name,
                inherited: false,
                source: source(node.id),
              },
              flight_profile: { id: null, name: null, inherited: false, source: source(node.id) },
              call_source: null,
              linked_node: null,
              // the open calls and presences below the node, as the mock's call on device 23 is
              open_below: [23, 3, 2, 1].includes(node.id)
                ? (form.state.openCalls.get(23) ?? []).map((c) => ({
                    ...c,
                    device_id: 23,
                    device_name: 'Ruftaster 101',
                  }))
                : [],
              children: MOCK_TREE.filter((c) => c.parent_id === node.id).map(({ id, name, kind }) => ({
                id,
                name,
                kind,
              })),
              linking_nodes: [],
              parents,
              latest_note: form.state.notes.get(node.id)?.[0] ?? null,
            },
          },
        },
        { headers: VERSION },
      );
    }),
  ];
  return { handlers: [...handlers, ...form.handlers], form };
}
