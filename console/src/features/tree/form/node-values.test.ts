// What the node form sends (spec 01 §4 form lifecycle; spec 01 §6: the server judges every changed field against
// the user's permissions, so an update names only what changed) and where server errors go (spec 01 §5).
import { CombinedGraphQLErrors } from '@apollo/client';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { newValues, toInput } from './node-values.ts';
import { splitErrors } from './use-node-form.ts';

// No texts loaded: a key answers itself, or the server's message given as its fallback.
const i18n = createInstance();
void i18n.init({ lng: 'de', resources: { de: { translation: {} } }, initAsync: false });
const t = i18n.t;

describe('toInput', () => {
  const initial = {
    ...newValues('radio'),
    name: 'Zugtaster 202',
    text_long: 'Bad Zimmer 202',
    serial: 'E8F322B0',
  };

  it('an update names the node and the changed fields only, never the kind', () => {
    const changed = { ...initial, text_long: 'Bad 202', kind: 'tech' };
    expect(toInput(changed, initial, { id: 36 })).toEqual({ id: 36, text_long: 'Bad 202' });
  });

  it('a create sends every field with the parent it goes below; an empty serial is none', () => {
    const input = toInput({ ...newValues('room'), name: 'Zimmer 106' }, newValues('room'), { parentId: 2 });
    expect(input).toMatchObject({ parent_id: 2, kind: 'room', name: 'Zimmer 106', serial: null });
    expect(input).not.toHaveProperty('id');
  });
});

describe('splitErrors', () => {
  const error = (extensions: Record<string, unknown>, message = 'server text') =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

  it('a field error goes under its field, translated by key with the server text as fallback', () => {
    const e = error(
      { validation: true, field: 'text_long', key: 'max_length', data: { max: 19 } },
      'Höchstens 19',
    );
    expect(splitErrors(e, t)).toEqual({ fields: { text_long: 'Höchstens 19' }, form: [] });
  });

  it('a device rule on the whole node and a missing permission go above the form', () => {
    const rule = error({ validation: true, field: '_form', key: 'node_open_calls' }, 'offene Rufe');
    expect(splitErrors(rule, t)).toEqual({ fields: {}, form: ['offene Rufe'] });
    const denied = error({ code: 'MISSING_PERMISSION', reason: 'systemtree::change_device_serials' });
    expect(splitErrors(denied, t).form).toEqual(['tree.form.missingPermission']);
  });

  it('anything else is the general save error', () => {
    expect(splitErrors(new Error('network'), t)).toEqual({ fields: {}, form: ['tree.form.saveError'] });
  });
});
