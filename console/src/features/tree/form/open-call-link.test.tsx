// A node's open calls open over its form (spec 01 §2 /tree/edit/:nodeid/calls/:id?; spec 02 §4: the node is
// read-only while they are open): the call as the display shows it, live from the system's list.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCall } from '../../../../../mocks/display-data.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('open call of a node', () => {
  it('opens over the node form and Escape returns to it', { timeout: 30_000 }, async () => {
    const call = { ...mockCall({ id: 7, callType: 4, room: '101' }), device_text_long: 'Ruftaster 101' };
    const { user, location } = renderApp('/tree/edit/23', {
      sessionUser: 'admin',
      display: { calls: [call] },
    });
    const warning = await screen.findByText('Ruf', { selector: 'a' }, { timeout: 10_000 });
    await user.click(warning);
    expect(location()).toBe('/tree/edit/23/calls/7');
    const dialog = await screen.findByRole('dialog', { name: 'Ruf' }, { timeout: 10_000 });
    expect(await within(dialog).findAllByText('Ruftaster 101')).not.toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(location()).toBe('/tree/edit/23');
  });
});
