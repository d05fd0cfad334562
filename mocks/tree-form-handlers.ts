// MSW handlers for the node form (console/src/features/tree/form/node-form.graphql) over the mock tree: node 4
// inherits its long text from room 3 and may be edited; room 3 is read-only for the user (the server's editable
// list is empty); device 23 has an open call (read-only while it is open, spec 02 §4); floor 2 is where a new node
// goes. Saving a long text of more than 19 characters answers the server's field error (spec 02 §5).
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  CreateSystemTreeNodeDocument,
  NodeFormDocument,
  UpdateSystemTreeNodeDocument,
} from '../console/src/generated/graphql.ts';
import type { SystemTreeQuery } from '../console/src/generated/graphql.ts';

type Entry = SystemTreeQuery['systemTree']['nodes'][number];

const VERSION = { 'X-CS-Version': '5.406' };
const ALL = ['name', 'text_short', 'text_long', 'inherit_text_short', 'inherit_text_long', 'section_id']
  .concat(['inherit_section', 'flight_profile_id', 'inherit_flight_profile', 'call_source_id', 'serial'])
  .concat(['number', 'comment', 'callback_number', 'deny_manual_call_closure']);

const tooLong = {
  errors: [
    {
      message: 'Höchstens 19 Zeichen erlaubt',
      extensions: {
        code: 'VALIDATION_FAILED',
        validation: true,
        field: 'text_long',
        key: 'max_length',
        data: { max: 19 },
      },
    },
  ],
};

export function createTreeFormHandlers(tree: readonly Entry[]) {
  const api = graphql.link('*/backend/query');
  const byId = new Map(tree.map((n) => [n.id, n]));
  const source = (id: number) => ({ id, name: byId.get(id)?.name ?? '' });
  const parentsOf = (id: number) => {
    const out = [];
    for (let p = byId.get(id)?.parent_id ?? null; p !== null; p = byId.get(p)?.parent_id ?? null)
      out.push(source(p));
    return out;
  };

  function formNode(id: number) {
    const node = byId.get(id);
    if (!node) return null;
    const inherits = id === 4;
    const text = (value: string, from = id) => ({
      value,
      own: inherits ? '' : value,
      inherited: from !== id,
      source: source(from),
    });
    return {
      id,
      parent_id: node.parent_id,
      kind: node.kind,
      name: node.name,
      number: node.number,
      serial: node.serial,
      battery: node.battery,
      reachable: node.reachable,
      comment: '',
      callback_number: '',
      deny_manual_call_closure: false,
      inherit_section: false,
      inherit_text_short: false,
      inherit_text_long: inherits,
      inherit_flight_profile: false,
      text_short: text(node.text_short),
      text_long: inherits ? text('Zimmer 101', 3) : text(node.text_long),
      section: {
        id: node.section_id,
        name: node.section_name,
        own_id: node.section_id,
        inherited: false,
        source: source(id),
      },
      flight_profile: { id: null, name: null, own_id: null, inherited: false, source: source(id) },
      call_source: null,
      open_calls: id === 23 ? [{ id: 7, call_type_text: 'Ruf', opened_at: '2025-01-06T08:00:00.000Z' }] : [],
      children: tree
        .filter((c) => c.parent_id === id)
        .map(({ id: cid, name, kind }) => ({
          id: cid,
          name,
          kind,
        })),
      parents: parentsOf(id),
      editable: id === 3 || id === 23 ? [] : ALL,
      deletable: id !== 3 && id !== 23,
      creatable_kinds: ['room', 'radio'],
    };
  }

  return [
    api.query(NodeFormDocument, ({ variables }) =>
      HttpResponse.json(
        {
          data: {
            systemTreeNode: formNode(variables.id),
            systemTreeFormOptions: {
              sections: [
                { id: 1, name: 'Wohnbereich 1' },
                { id: 2, name: 'Wohnbereich 2' },
              ],
              flight_profiles: [{ id: 1, name: 'Weglaufschutz' }],
              call_sources: [{ id: 1, name: 'Bett' }],
            },
          },
        },
        { headers: VERSION },
      ),
    ),
    api.mutation(UpdateSystemTreeNodeDocument, ({ variables }) => {
      const text = variables.input.text_long;
      if (typeof text === 'string' && text.length > 19)
        return HttpResponse.json(tooLong, { headers: VERSION });
      return HttpResponse.json(
        { data: { updateSystemTreeNode: { id: variables.input.id ?? 0 } } },
        { headers: VERSION },
      );
    }),
    api.mutation(CreateSystemTreeNodeDocument, () =>
      HttpResponse.json({ data: { createSystemTreeNode: { id: 100 } } }, { headers: VERSION }),
    ),
  ];
}
