// /tree asks for the tree from its first small chunk, before the screen's code has loaded (tree-page.tsx; issue 15
// budget: first paint of /tree, spec 02 §3 system tree view). Here the screen's code never arrives: the request
// must go out all the same, for the view in the address.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.mock('./tree-screen.tsx', () => new Promise(() => {}));

describe('tree page start', () => {
  it('sends the tree query while the screen is still loading', async () => {
    const sent: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (!request.url.includes('/backend/query')) return;
      void request
        .clone()
        .json()
        .then((body: { operationName?: string; variables?: unknown }) => {
          if (body.operationName === 'SystemTree') sent.push(body.variables);
        });
    };
    server.events.on('request:start', record);
    try {
      renderApp('/tree?view=7', { sessionUser: 'admin' });
      await waitFor(() => expect(sent).toEqual([{ view: 7 }]), { timeout: 5000 });
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
