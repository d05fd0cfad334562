// Spec 02 §4 "A device with open calls cannot be edited": the node form of a device with an open call is read-only,
// and becomes editable when the call closes while the form is open (the call system's close arrives as a
// callsChanged push, spec 01 §7), without closing and reopening the form.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-app.tsx';

describe('the node form follows its open calls', () => {
  it('a device whose call closes becomes editable in the open form', { timeout: 30_000 }, async () => {
    const { backend } = renderScreen('/tree/edit/23', { sessionUser: 'admin' });
    const warning = 'Solange Rufe offen sind, kann das Element nicht bearbeitet werden.';
    expect(await screen.findByText(warning, {}, { timeout: 10_000 })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();

    // the call system closes the call: the server's node has no open call, and the list is pushed
    backend.tree.closeCalls(23);
    backend.display.setCalls(1, []);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled(), {
      timeout: 10_000,
    });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  });
});
