// MSW handlers for the node form (console/src/features/tree/form/node-form.graphql) over the mock tree: node 4
// inherits its long text from room 3 and may be edited; room 3 is read-only for the user (the server's editable
// list is empty); device 23 has an open call (read-only while it is open, spec 02 §4); floor 2 is where a new node
// goes. Saving a long text of more than 19 characters answers the server's field error (spec 02 §5). The open calls
// and the notes are state a test may change (closeCalls, as the call system closing them); notes are added by the
// mutation, a free text that is blank answers the server's `required` (spec 02 §5), room 3 may not get any.
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  AddSystemTreeNodeNoteDocument,
  CreateSystemTreeNodeDocument,
  NodeFormDocument,
  NodeNotesDocument,
  UpdateSystemTreeNodeDocument,
} from '../console/src/generated/graphql.ts';
import type { NodeNoteFragment, SystemTreeQuery } from '../console/src/generated/graphql.ts';

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

const PRESET_TEXT: Record<string, string> = {
  BATTERY_REPLACED: 'Batterie ersetzt',
  DEFECTIVE: 'Defekt',
  ELEVATOR_LOCKDOWN: 'Liftsperre',
  IN_REPAIR: 'In Reparatur',
  LOST: 'Verloren',
  REPLACED: 'Ersetzt',
};
/** Every note is written at 06.01.2025 09:30 in Zurich (a fixed instant, so tests can read the time). */
const NOTE_AT = '2025-01-06T08:30:00.000Z';

const blank = {
  errors: [
    {
      message: 'Dieses Feld ist erforderlich',
      extensions: { code: 'VALIDATION_FAILED', validation: true, field: 'text', key: 'required', data: {} },
    },
  ],
};

type OpenCall = { id: number; call_type_text: string | null; opened_at: string; is_presence: boolean };

interface TreeIndex {
  tree: readonly Entry[];
  byId: ReadonlyMap<number, Entry>;
  openCalls: ReadonlyMap<number, OpenCall[]>;
}

/**
 * The node form's answer for a node: node 4 inherits its long text from room 3; room 3 and nodes with open calls
 * are read-only.
 */
function formNodeOf({ tree, byId, openCalls }: TreeIndex, id: number) {
  const source = (n: number) => ({ id: n, name: byId.get(n)?.name ?? '' });
  const parentsOf = (n: number) => {
    const out = [];
    for (let p = byId.get(n)?.parent_id ?? null; p !== null; p = byId.get(p)?.parent_id ?? null)
      out.push(source(p));
    return out;
  };
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
    open_calls: openCalls.get(id) ?? [],
    children: tree
      .filter((c) => c.parent_id === id)
      .map(({ id: cid, name, kind }) => ({
        id: cid,
        name,
        kind,
      })),
    parents: parentsOf(id),
    editable: id === 3 || openCalls.get(id)?.length ? [] : ALL,
    deletable: id !== 3 && !openCalls.get(id)?.length,
    creatable_kinds: ['room', 'radio'],
  };
}

export function createTreeFormHandlers(tree: readonly Entry[]) {
  const api = graphql.link('*/backend/query');
  const state = {
    /** open calls per node as the node queries answer them: device 23 has call 7 */
    openCalls: new Map<number, OpenCall[]>([
      [
        23,
        [
          {
            id: 7,
            call_type_text: 'Ruf',
            opened_at: '2025-01-06T08:00:00.000Z',
            is_presence: false,
          },
        ],
      ],
    ]),
    /** notes per node, newest first */
    notes: new Map<number, NodeNoteFragment[]>(),
  };
  let noteId = 0;
  const byId = new Map(tree.map((n) => [n.id, n]));
  const formNode = (id: number) => formNodeOf({ tree, byId, openCalls: state.openCalls }, id);

  const handlers = [
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
    api.query(NodeNotesDocument, ({ variables }) =>
      HttpResponse.json(
        {
          data: {
            systemTreeNode: byId.has(variables.id)
              ? {
                  id: variables.id,
                  may_add_note: variables.id !== 3,
                  notes: state.notes.get(variables.id) ?? [],
                }
              : null,
          },
        },
        { headers: VERSION },
      ),
    ),
    api.mutation(AddSystemTreeNodeNoteDocument, ({ variables }) => {
      const text = (variables.text ?? '').trim();
      if (!variables.preset && !text) return HttpResponse.json(blank, { headers: VERSION });
      const note: NodeNoteFragment = {
        id: ++noteId,
        preset: variables.preset ?? null,
        text: variables.preset ? (PRESET_TEXT[variables.preset] ?? '') : text,
        user_name: 'admin',
        created_at: NOTE_AT,
      };
      state.notes.set(variables.node_id, [note, ...(state.notes.get(variables.node_id) ?? [])]);
      return HttpResponse.json({ data: { addSystemTreeNodeNote: note } }, { headers: VERSION });
    }),
  ];
  return {
    handlers,
    state,
    /** The call system closed the node's calls: the node queries answer none (push callsChanged yourself). */
    closeCalls(id: number) {
      state.openCalls.delete(id);
    },
  };
}
