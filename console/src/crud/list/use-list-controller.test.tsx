// The headless list (spec 01 §2 admin lists, §4 delete by id list, spec 02 §5 deletion) driven
// without markup against the mock backend: what a user would see change, as data.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderController } from '../../test/render-controller.tsx';
import { RESOURCES } from '../registry.ts';
import type { ResourceDef } from '../resource.ts';
import { useListController, type ListController } from './use-list-controller.ts';

const resource = (name: string) => RESOURCES.find((r) => r.name === name) as ResourceDef;
let view: ReturnType<typeof renderController<ListController>> | undefined;
afterEach(() => view?.dispose());

function list(name: string, mock: Parameters<typeof renderController>[1] = {}) {
  view = renderController(() => useListController(resource(name)), mock);
  return view;
}

describe('useListController', () => {
  it('loads the rows; the search narrows what is shown, case-insensitively, and select-all takes what is shown', async () => {
    const v = list('callTypes');
    expect(v.c.loading).toBe(true);
    await waitFor(() => expect(v.c.rows.map((r) => r.name)).toEqual(['Notruf', 'Ruf', 'Anwesenheit']));
    await v.act(() => v.c.setSearch('NOT'));
    expect(v.c.shown.map((r) => r.name)).toEqual(['Notruf']);
    await v.act(() => v.c.selectAllShown(true));
    expect(v.c.selected).toEqual([2]);
    expect(v.c.allShownSelected).toBe(true);
    await v.act(() => v.c.select(2, false));
    expect(v.c.isSelected(2)).toBe(false);
  });

  it('delete waits for confirmation, deletes by id list, says so and forgets the selection (spec 01 §4)', async () => {
    const v = list('callTypes');
    await waitFor(() => expect(v.c.rows).toHaveLength(3));
    await v.act(() => v.c.select(4, true));
    await v.act(() => v.c.select(6, true));
    await v.act(() => v.c.askDeleteSelected());
    expect(v.c.pending?.map((r) => v.c.label(r))).toEqual(['Ruf', 'Anwesenheit']);
    expect(v.backend.admin.requests.some((q) => q.operation === 'AdminCallTypeDelete')).toBe(false);
    await v.act(() => v.c.confirmDelete());
    expect(v.backend.admin.requests.find((q) => q.operation === 'AdminCallTypeDelete')?.variables).toEqual({
      ids: [4, 6],
    });
    expect(v.notified.at(-1)).toMatchObject({ type: 'success', text: '2 Einträge gelöscht.' });
    expect(v.c.pending).toBeNull();
    expect(v.c.selected).toEqual([]);
    await waitFor(() => expect(v.c.rows.map((r) => r.id)).toEqual([2]));
  });

  it('a display group with connections warns that its children go too (spec 02 §5)', async () => {
    const v = list('displayGroups');
    await waitFor(() => expect(v.c.rows).toHaveLength(1));
    await v.act(() => v.c.askDelete(v.c.rows));
    expect(v.c.pendingHasChildren).toBe(true);
    await v.act(() => v.c.cancelDelete());
    expect(v.c.pending).toBeNull();
  });

  it('a refused delete tells why, in the server’s words, and keeps the record (spec 02 §5)', async () => {
    const v = list('sections', {
      mock: {
        sessionUser: 'admin',
        admin: {
          refuseDelete: () => [
            {
              field: '_form',
              key: 'in_use',
              data: { uses: 'Anzeigegruppe «Alle Rufe»' },
              message: 'Wird noch verwendet von: Anzeigegruppe «Alle Rufe».',
            },
          ],
        },
      },
    });
    await waitFor(() => expect(v.c.rows).toHaveLength(2));
    await v.act(() => v.c.askDelete([v.c.rows[0]!]));
    await v.act(() => v.c.confirmDelete());
    expect(v.notified.at(-1)).toMatchObject({ type: 'error', text: expect.stringContaining('Alle Rufe') });
    expect(v.c.rows).toHaveLength(2);
  });

  it('leads to the form, a copy of a record and the sort page (spec 01 §2)', async () => {
    const v = list('callTypes');
    await v.act(() => v.c.openNew());
    expect(v.router.state.location.pathname).toBe('/admin/calltypes/edit');
    await v.act(() => v.c.openCopy(4));
    expect(v.router.state.location).toMatchObject({
      pathname: '/admin/calltypes/edit/4',
      state: { copy: true },
    });
    await v.act(() => v.c.openSort());
    expect(v.router.state.location.pathname).toBe('/admin/calltypes/sort');
  });
});
