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
  it('loads the rows; the search narrows what is shown, case-insensitively; selection by records', async () => {
    const v = list('callTypes');
    expect(v.c.loading).toBe(true);
    await waitFor(() => expect(v.c.rows.map((r) => r.name)).toEqual(['Notruf', 'Ruf', 'Anwesenheit']));
    await v.act(() => v.c.setSearch('NOT'));
    expect(v.c.shown.map((r) => r.name)).toEqual(['Notruf']);
    await v.act(() => v.c.setSelectedRecords(v.c.pageRows));
    expect(v.c.selected).toEqual([2]);
    await v.act(() => v.c.select(2, false));
    expect(v.c.isSelected(2)).toBe(false);
  });

  it('sorts by what a column shows, both ways, and pages the rows with the search (issue 14 tables)', async () => {
    const rooms = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Zimmer ${60 - i}` }));
    const v = list('sections', { mock: { sessionUser: 'admin', admin: { data: { Section: rooms } } } });
    await waitFor(() => expect(v.c.rows).toHaveLength(60));
    expect(v.c.pageRows).toHaveLength(25);
    await v.act(() => v.c.setSort({ column: 'name', direction: 'asc' }));
    // Numeric collation: 'Zimmer 2' before 'Zimmer 10'.
    expect(v.c.pageRows.slice(0, 3).map((r) => r.name)).toEqual(['Zimmer 1', 'Zimmer 2', 'Zimmer 3']);
    await v.act(() => v.c.setSort({ column: 'name', direction: 'desc' }));
    expect(v.c.pageRows[0]?.name).toBe('Zimmer 60');
    await v.act(() => v.c.setPage(3));
    expect(v.c.pageRows.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Zimmer ${10 - i}`));
    // A narrower search leaves no third page: the last page shows, not an empty one.
    await v.act(() => v.c.setSearch('Zimmer 5'));
    expect(v.c.page).toBe(1);
    expect(v.c.shown.map((r) => r.name)).toEqual([
      'Zimmer 59',
      'Zimmer 58',
      'Zimmer 57',
      'Zimmer 56',
      'Zimmer 55',
      'Zimmer 54',
      'Zimmer 53',
      'Zimmer 52',
      'Zimmer 51',
      'Zimmer 50',
      'Zimmer 5',
    ]);
  });

  it('a failed load is a failure, not an empty list, and retry loads the rows (issue 14 lists)', async () => {
    const v = list('callTypes', { mock: { sessionUser: 'admin', admin: { failLists: 1 } } });
    await waitFor(() => expect(v.c.failed).toBe(true));
    expect(v.c.loading).toBe(false);
    await v.act(() => v.c.retry());
    await waitFor(() => expect(v.c.rows).toHaveLength(3));
    expect(v.c.failed).toBe(false);
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
