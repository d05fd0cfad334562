// The headless form (spec 01 §4 form lifecycle, §5 validation display) driven without markup against
// the mock backend: the record the user edits, what is sent, what they are told.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderController } from '../../test/render-controller.tsx';
import { RESOURCES } from '../registry.ts';
import type { ResourceDef } from '../resource.ts';
import { useFormController, type FormController } from './use-form-controller.ts';

const resource = (name: string) => RESOURCES.find((r) => r.name === name) as ResourceDef;
let view: ReturnType<typeof renderController<FormController>> | undefined;
afterEach(() => view?.dispose());

function form(name: string, id?: string, options: Parameters<typeof renderController>[1] = {}) {
  const close = vi.fn();
  view = renderController(() => useFormController({ resource: resource(name), id, close }), options);
  return { v: view, close };
}
const sent = (v: NonNullable<typeof view>, op: string) =>
  v.backend.admin.requests.filter((q) => q.operation === op).map((q) => q.variables.input);

describe('useFormController', () => {
  it('a new record starts at -1 with the description’s defaults; save creates it without an id, says so and closes', async () => {
    const { v, close } = form('callSources');
    expect(v.c.record).toMatchObject({ id: -1, number: null, text: '', char: '' });
    expect(v.c.isNew).toBe(true);
    await v.act(() => v.c.set('number', 40));
    await v.act(() => v.c.set('text', 'Balkon'));
    await v.act(() => v.c.submit());
    expect(sent(v, 'AdminCallSourceCreate')).toEqual([{ number: 40, text: 'Balkon', char: null }]);
    expect(v.notified.at(-1)).toMatchObject({ type: 'success', text: 'Rufquelle wurde gespeichert.' });
    expect(close).toHaveBeenCalledOnce();
  });

  it('a stored record loads; save updates it by id without type names', async () => {
    const { v } = form('callTypes', '2');
    await waitFor(() => expect(v.c.record?.name).toBe('Notruf'));
    await v.act(() => v.c.set('led_primary_color', 7));
    await v.act(() => v.c.submit());
    const input = sent(v, 'AdminCallTypeUpdate')[0] as Record<string, unknown>;
    expect(input).toMatchObject({ id: 2, led_primary_color: 7 });
    expect(JSON.stringify(input)).not.toContain('__typename');
  });

  it('a copy is a new record made from the loaded one; save creates (spec 01 §4)', async () => {
    const { v } = form('callTypes', '2');
    await waitFor(() => expect(v.c.record?.id).toBe(2));
    await v.act(() => v.c.startCopy());
    await waitFor(() => expect(v.c.copying).toBe(true));
    expect(v.c.record).toMatchObject({ id: -1, name: 'Notruf' });
    await v.act(() => v.c.submit());
    expect(sent(v, 'AdminCallTypeCreate')[0]).toMatchObject({ name: 'Notruf' });
    expect(sent(v, 'AdminCallTypeCreate')[0]).not.toHaveProperty('id');
  });

  it('server errors land on their fields, the first per field, translated; the form’s own above (spec 01 §5)', async () => {
    const { v, close } = form('schedules', undefined, {
      mock: {
        sessionUser: 'admin',
        admin: {
          validate: () => [
            { field: 'time_2', key: 'time_overlap', data: { previous: '18:00' } },
            { field: 'time_2', key: 'required' },
            { field: '_form', key: 'schedule_limit_reached', data: { max: 20 } },
          ],
        },
      },
    });
    await v.act(() => v.c.submit());
    expect(v.c.errors.time_2).toBe('Die Zeit muss später als die vorherige sein.');
    expect(v.c.formErrors).toEqual(['Die maximale Anzahl an Zeitplänen wurde erreicht.']);
    expect(v.notified.at(-1)).toMatchObject({ type: 'error' });
    expect(close).not.toHaveBeenCalled();
    // a standing refusal follows a change of language
    await v.act(() => v.runtime.i18n.changeLanguage('fr'));
    expect(v.c.errors.time_2).toBe('L’heure doit être postérieure à la précédente.');
    expect(v.c.formErrors).toEqual(['Le nombre maximal de plannings a été atteint.']);
  });

  it('a changed field is judged on leaving it by the description’s rules; a field left as it was is not', async () => {
    const { v } = form('callSources');
    await v.act(() => v.c.touch('number'));
    expect(v.c.errors).toEqual({});
    await v.act(() => v.c.set('text', 'Badezimmer'));
    await v.act(() => v.c.touch('text'));
    expect(v.c.errors.text).toBe('Höchstens 7 Zeichen erlaubt.');
    await v.act(() => v.c.set('text', 'Bäder'));
    await v.act(() => v.c.touch('text'));
    expect(v.c.errors.text).toBe('Der Wert muss dem Format A-Z a-z 0-9 . - / entsprechen.');
    await v.act(() => v.c.set('number', 999));
    await v.act(() => v.c.touch('number'));
    expect(v.c.errors.number).toBe('Der Wert muss zwischen 1 und 255 liegen.');
    await v.act(() => v.c.set('text', 'Bad'));
    await v.act(() => v.c.touch('text'));
    expect(v.c.errors).not.toHaveProperty('text');
  });

  it('fields hidden for the record are neither offered nor sent (a section without schedule: no display group rows)', async () => {
    const { v } = form('sections');
    expect(v.c.fields.map((f) => f.name)).not.toContain('weekday_display_group_1_id');
    await v.act(() => v.c.set('name', 'Station C'));
    await v.act(() => v.c.submit());
    expect(sent(v, 'AdminSectionCreate')[0]).not.toHaveProperty('weekday_display_group_1_id');
    expect(sent(v, 'AdminSectionCreate')[0]).not.toHaveProperty('has_display_group_override');
  });

  it('cancel closes an unchanged form at once; a changed one asks, keeps the work or discards it (issue 14)', async () => {
    const { v, close } = form('callTypes', '2');
    await waitFor(() => expect(v.c.record?.name).toBe('Notruf'));
    expect(v.c.dirty).toBe(false);
    await v.act(() => v.c.cancel());
    expect(close).toHaveBeenCalledOnce();
    await v.act(() => v.c.set('name', 'Notruf Bad'));
    expect(v.c.dirty).toBe(true);
    await v.act(() => v.c.cancel());
    expect(v.c.confirmingDiscard).toBe(true);
    expect(close).toHaveBeenCalledOnce();
    await v.act(() => v.c.keepEditing());
    expect(v.c.record?.name).toBe('Notruf Bad');
    await v.act(() => v.c.cancel());
    await v.act(() => v.c.discard());
    expect(close).toHaveBeenCalledTimes(2);
    expect(sent(v, 'AdminCallTypeUpdate')).toEqual([]);
  });
});
