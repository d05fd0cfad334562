// /tree in jsdom against the mock backend (mocks/tree-handlers.ts): the top level is open, a click opens a node
// and selects it, the details say where an inherited text comes from, and the filter keeps the matches with
// what is above them (spec 02 §3 system tree node, inheritance flags).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { renderScreen } from '../../test/render-app.tsx';

// The first wait covers the lazy chunk and its texts on a busy machine.
const item = (name: string, timeout = 1000) =>
  screen.findByRole('treeitem', { name: new RegExp(`^${name}( |,|$)`) }, { timeout });

describe('tree page', () => {
  it('opens, selects, shows inherited texts, and filters', async () => {
    // The tree asked for by the page's first chunk is the answer the screen shows: one request, not two.
    let treeRequests = 0;
    const record = ({ request }: { request: Request }) => {
      if (!request.url.includes('/backend/query')) return;
      void request
        .clone()
        .json()
        .then((body: { operationName?: string }) => {
          if (body.operationName === 'SystemTree') treeRequests++;
        });
    };
    server.events.on('request:start', record);
    const { user, location } = renderScreen(
      '/tree',
      { sessionUser: 'admin' },
      { also: ['systemTreeNodeForm'] },
    );
    await user.click(await item('1. Stock', 5000));
    server.events.removeListener('request:start', record);
    expect(treeRequests).toBe(1);
    await user.click(await item('Zimmer 101'));
    // the open-call badge is said in words
    expect(await item('Zimmer 101')).toHaveAccessibleName(/1 offener Ruf/);
    await user.click(await item('Ruftaster 101'));
    expect(location()).toBe('/tree?node=23');
    const details = screen.getByRole('region', { name: 'Details' });
    const longText = await within(details).findByRole('row', { name: /Langtext/ });
    expect(longText).toHaveTextContent('geerbt von Zimmer 101');

    await user.type(screen.getByLabelText('Baum filtern'), 'bühler');
    expect(await screen.findByText('1 Treffer')).toBeInTheDocument();
    expect(await item('Emil Bühler')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: /^Ruftaster 101/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Baum filtern'));
    await user.type(screen.getByLabelText('Baum filtern'), 'nichts');
    expect(await screen.findByText('Kein Element passt zum Filter.')).toBeInTheDocument();
  });

  it('a double click opens the form and opens or closes the row once, with its first click', async () => {
    const { user, location } = renderScreen(
      '/tree',
      { sessionUser: 'admin' },
      { also: ['systemTreeNodeForm'] },
    );
    await user.click(await item('1. Stock', 5000));
    const room = await item('Zimmer 101');
    expect(room).toHaveAttribute('aria-expanded', 'false');
    await user.dblClick(room);
    expect(location()).toMatch(/^\/tree\/edit\/\d+/);
    expect(await item('Zimmer 101')).toHaveAttribute('aria-expanded', 'true');
  });
});
