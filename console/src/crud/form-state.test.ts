// Spec 01 §4 form lifecycle and spec 01 §5 inputs, as pure functions.
import { describe, expect, it } from 'vitest';
import {
  copyOf,
  errorsUnder,
  idFromParam,
  matches,
  newRecord,
  normaliseText,
  optionValue,
  remaining,
  stripTypename,
  submitMode,
  toInput,
} from './form-state.ts';
import type { FieldDef } from './resource.ts';

const fields: FieldDef[] = [
  { name: 'name', widget: 'text' },
  { name: 'connections', widget: 'text' },
  { name: 'password', widget: 'password' },
];

describe('form lifecycle (spec 01 §4)', () => {
  it('id -1 means new; a missing or invalid route id opens a new record', () => {
    expect(idFromParam(undefined)).toBe(-1);
    expect(idFromParam('')).toBe(-1);
    expect(idFromParam('-1')).toBe(-1);
    expect(idFromParam('12')).toBe(12);
    expect(newRecord({ name: 'x' })).toEqual({ name: 'x', id: -1 });
  });
  it('submit creates when new or copying, else updates', () => {
    expect(submitMode({ id: -1 }, false)).toBe('create');
    expect(submitMode({ id: 4 }, true)).toBe('create');
    expect(submitMode({ id: 4 }, false)).toBe('update');
  });
  it('copy sets the id to new and strips the type name', () => {
    expect(copyOf({ id: 4, name: 'a', __typename: 'AdminSchedule' })).toEqual({ id: -1, name: 'a' });
  });
  it('the type name is stripped from outgoing data at every depth; a create sends no id', () => {
    const record = {
      id: 3,
      __typename: 'AdminDisplayGroup',
      name: 'G',
      connections: [{ section_id: 1, call_type_id: 2, __typename: 'DisplayGroupConnection' }],
      status: 'x',
    };
    expect(toInput(record, fields, 'update')).toEqual({
      id: 3,
      name: 'G',
      connections: [{ section_id: 1, call_type_id: 2 }],
    });
    expect(toInput(record, fields, 'create')).not.toHaveProperty('id');
    expect(stripTypename([{ __typename: 'A', a: { __typename: 'B', b: 1 } }])).toEqual([{ a: { b: 1 } }]);
  });
  it('empty text is sent as null, an empty password as empty (the server keeps the stored one)', () => {
    expect(toInput({ id: 1, name: '', password: '' }, fields, 'update')).toEqual({
      id: 1,
      name: null,
      password: '',
    });
  });
});

describe('inputs (spec 01 §5)', () => {
  it('text-normalising input strips all but space, dot, backslash, letters and digits and uppercases', () => {
    expect(normaliseText('zi. 12/b-ä\\x')).toBe('ZI. 12B\\X');
  });
  it('remaining characters of a maximum length', () => {
    expect(remaining('Bad', 7)).toBe(4);
    expect(remaining(null, 19)).toBe(19);
  });
  it('a dropdown of numeric values keeps numbers numeric', () => {
    const options = [
      { value: 0, label: 'off' },
      { value: 7, label: 'magenta' },
      { value: 'NORMAL', label: 'n' },
    ];
    expect(optionValue(options, '7')).toBe(7);
    expect(optionValue(options, '0')).toBe(0);
    expect(optionValue(options, 'NORMAL')).toBe('NORMAL');
    expect(optionValue(options, null)).toBeNull();
  });
  it('list search is case-insensitive over the given fields', () => {
    expect(matches({ id: 1, name: 'Wohnbereich 1' }, ['name'], 'wohn')).toBe(true);
    expect(matches({ id: 1, name: 'Wohnbereich 1' }, ['name'], 'bad')).toBe(false);
  });
});

describe('nested records, flags and derived values', () => {
  const items: FieldDef[] = [
    { name: 'identification', widget: 'text' },
    { name: 'recipient_type', widget: 'select' },
  ];
  it('a records field sends its item fields only; rows keep their id only when the backend keeps item ids', () => {
    const rows = [
      { id: 4, identification: 'A', recipient_type: 'group', __typename: 'AdminAlertRecipient', extra: 1 },
      { identification: 'B' },
    ];
    expect(
      toInput(
        { id: 1, recipients: rows },
        [{ name: 'recipients', widget: 'records', items, itemIds: true }],
        'update',
      ),
    ).toEqual({
      id: 1,
      recipients: [
        { id: 4, identification: 'A', recipient_type: 'group' },
        { identification: 'B', recipient_type: null },
      ],
    });
    expect(
      toInput({ id: 1, recipients: rows }, [{ name: 'recipients', widget: 'records', items }], 'create'),
    ).toEqual({
      recipients: [
        { identification: 'A', recipient_type: 'group' },
        { identification: 'B', recipient_type: null },
      ],
    });
  });
  it('a derived field (schedule interval) is never sent', () => {
    expect(
      toInput(
        { id: -1, name: 'x', interval: 3 },
        [
          { name: 'name', widget: 'text' },
          { name: 'interval', widget: 'number', derive: () => 3 },
        ],
        'create',
      ),
    ).toEqual({ name: 'x' });
  });
  it("the errors of a field's parts are found by their path under the field", () => {
    expect(
      errorsUnder(
        { recipients: 'a', 'recipients.1.identification': 'b', 'recipients_x.0.y': 'c', name: 'd' },
        'recipients',
      ),
    ).toEqual({ '1.identification': 'b' });
  });
});
