// The presentational list (spec 01 §2 admin lists, §4 delete confirmation, spec 02 §5 children
// warning) draws whatever its controller holds and hands every user action back to it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createRuntime } from '../../platform/runtime.ts';
import { fakeListController } from '../../test/fake-controllers.ts';
import { RESOURCES } from '../registry.ts';
import type { ResourceDef } from '../resource.ts';
import { ListView } from './list-view.tsx';
import type { ListController } from './use-list-controller.ts';

const callTypes = RESOURCES.find((r) => r.name === 'callTypes') as ResourceDef;
const ROWS = [
  { id: 2, name: 'Notruf', char: 'N', color: '#d32f2f', urgency: 'EMERGENCY', flag: 'none', sort_order: 1 },
  { id: 4, name: 'Ruf', char: 'R', color: '#fbc02d', urgency: 'NORMAL', flag: 'none', sort_order: 5 },
];
const runtime = createRuntime({ reload: () => {} });
afterAll(() => runtime.dispose());

function show(c: ListController) {
  render(
    <AppProviders runtime={runtime} env="test">
      <ListView controller={c} />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('ListView', () => {
  it('shows the columns with their translated values; a row opens the form, its buttons copy and delete', async () => {
    const c = fakeListController(callTypes, ROWS, { open: vi.fn(), openCopy: vi.fn(), askDelete: vi.fn() });
    const user = show(c);
    const table = screen.getByRole('table', { name: 'Rufarten' });
    expect(within(table).getByRole('columnheader', { name: 'Dringlichkeit' })).toBeInTheDocument();
    expect(within(table).getByText('Notfall')).toBeInTheDocument();
    await user.click(within(table).getByText('Ruf'));
    expect(c.open).toHaveBeenCalledWith(4);
    await user.click(within(table).getByText('Notfall'));
    expect(c.open).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Kopieren: Notruf' }));
    expect(c.openCopy).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Löschen: Notruf' }));
    expect(c.askDelete).toHaveBeenCalledWith([ROWS[0]]);
    expect(c.open).toHaveBeenCalledTimes(2);
  });

  it('keyboard: each row’s first cell is a link to its form; Enter on it opens the form (WCAG 2.1.1)', async () => {
    const c = fakeListController(callTypes, ROWS, { open: vi.fn() });
    const user = show(c);
    const link = screen.getByRole('link', { name: 'Ruf' });
    expect(link).toHaveAttribute('title', 'Ruf bearbeiten');
    expect(link).toHaveAttribute('href', '/admin/callTypes/edit/4');
    link.focus();
    await user.keyboard('{Enter}');
    expect(c.open).toHaveBeenCalledWith(4);
  });

  it('says how many rows there are, in the right plural, and sorts by a header click', async () => {
    const setSort = vi.fn();
    const user = show(
      fakeListController(callTypes, ROWS.slice(0, 1), {
        setSort,
        sort: { column: 'char', direction: 'asc' },
      }),
    );
    expect(
      screen.getByRole('button', { name: 'Zeichen, aufsteigend sortiert' }).closest('th'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 Eintrag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dringlichkeit' }));
    expect(setSort).toHaveBeenCalledWith({ column: 'urgency', direction: 'asc' });
  });

  it('offers deleting the selection and the sort page; an empty search says there is no hit', async () => {
    const c = fakeListController(callTypes, [], {
      selected: [2, 4],
      search: 'xyz',
      askDeleteSelected: vi.fn(),
      openSort: vi.fn(),
    });
    const user = show(c);
    expect(screen.getByText('Keine Treffer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auswahl löschen (2)' }));
    expect(c.askDeleteSelected).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sortieren' }));
    expect(c.openSort).toHaveBeenCalled();
  });

  it('the confirmation names what goes, warns about children and deletes only when confirmed (spec 02 §5)', async () => {
    const c = fakeListController(callTypes, ROWS, {
      pending: [ROWS[0]!],
      pendingHasChildren: true,
      confirmDelete: vi.fn(async () => {}),
    });
    const user = show(c);
    const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' });
    expect(within(dialog).getByText(/Notruf wird gelöscht/)).toBeInTheDocument();
    expect(within(dialog).getByText('Untergeordnete Daten')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(c.confirmDelete).toHaveBeenCalledOnce();
  });

  it('a list that could not load says so, offers a retry, and does not claim to be empty', async () => {
    const retry = vi.fn();
    const user = show(fakeListController(callTypes, [], { failed: true, retry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Die Liste konnte nicht geladen werden.');
    expect(screen.queryByText('Noch keine Einträge')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
