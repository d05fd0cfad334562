// The home page (spec 01 §2 /home fallback): the modules the user may open and an overview of their systems,
// each with its link state in words, its open calls in the right plural and the way to its display.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockData } from '../../../../mocks/data.ts';
import { renderApp } from '../../test/render-app.tsx';

const startPageHome = (d: MockData): MockData => ({
  ...d,
  users: d.users.map((u) => (u.username === 'admin' ? { ...u, homepage: 'home' } : u)),
});

describe('home page', () => {
  it('redirects a user with systemtree::use_module and no homepage of their own to the tree (spec 01 §2 /home)', async () => {
    const { location } = renderApp('/home', { sessionUser: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Übersicht', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/tree');
    expect(await screen.findByRole('treeitem', { name: /^Haus Lindenhof/ })).toBeInTheDocument();
  });

  it('shows each system with its link, open calls, emergencies and presences', async () => {
    // spec 01 §2 /home: the user's own homepage wins; this admin chose the start page.
    renderApp('/home', { sessionUser: 'admin', data: startPageHome });
    const lindenhof = await screen.findByRole('article', { name: 'Haus Lindenhof' }, { timeout: 5000 });
    expect(within(lindenhof).getByText('Verbunden')).toBeInTheDocument();
    expect(within(lindenhof).getByText('3 offene Rufe')).toBeInTheDocument();
    expect(within(lindenhof).getByText('davon 1 Notruf')).toBeInTheDocument();
    expect(within(lindenhof).getByText('1 Anwesenheit')).toBeInTheDocument();
    expect(within(lindenhof).getByRole('link', { name: 'Anzeige öffnen' })).toHaveAttribute(
      'href',
      '/display?system=1',
    );
    const birkenweg = screen.getByRole('article', { name: 'Haus Birkenweg' });
    expect(within(birkenweg).getByText('Keine Verbindung')).toBeInTheDocument();
    expect(within(birkenweg).getByText('0 offene Rufe')).toBeInTheDocument();
    expect(within(birkenweg).queryByText(/Notruf/)).not.toBeInTheDocument();
  });
});
