// The home page (spec 01 §2 /home fallback): the modules the user may open and an overview of their systems,
// each with its link state in words, its open calls in the right plural and the way to its display.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('home page', () => {
  it('shows each system with its link, open calls, emergencies and presences', async () => {
    renderApp('/home', { sessionUser: 'admin' });
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
