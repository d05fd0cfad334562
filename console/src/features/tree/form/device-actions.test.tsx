// A device's actions in its node form (spec 02 §3 device actions, spec 01 §6 systemtree::trigger_device_actions):
// sent through sendDeviceAction for the node, ending calls and restarting only after a question; the settings
// actions only for who may trigger them; none on elements that are not devices.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-app.tsx';

const menu = () => screen.findByRole('button', { name: 'Geräteaktionen' }, { timeout: 10_000 });

describe('device actions', () => {
  it('mutes at once, restarts after the question, and says it was sent', { timeout: 30_000 }, async () => {
    const { user, backend } = renderScreen('/tree/edit/23', { sessionUser: 'admin' });
    await user.click(await menu());
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual([
      'Rufe beenden',
      'Stummschalten',
      'Stummschaltung aufheben',
      'Defekte ignorieren',
      'Neu starten',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Stummschalten' }));
    await waitFor(() =>
      expect(backend.display.state.actions).toEqual([{ action: 'Mute', deviceID: 23, system: 1 }]),
    );
    expect(await screen.findByText('«Stummschalten» wurde an die Rufanlage gesendet.')).toBeInTheDocument();

    await user.click(await menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Neu starten' }));
    const question = await screen.findByRole('dialog', { name: 'Neu starten' });
    expect(question).toHaveTextContent('«Neu starten» an Ruftaster 101 senden?');
    expect(backend.display.state.actions).toHaveLength(1);
    await user.click(within(question).getByRole('button', { name: 'Senden' }));
    await waitFor(() =>
      expect(backend.display.state.actions.at(-1)).toMatchObject({ action: 'Restart', deviceID: 23 }),
    );
  });

  it(
    'without systemtree::trigger_device_actions only ending the open calls is offered',
    { timeout: 30_000 },
    async () => {
      const { user } = renderScreen('/tree/edit/23', { sessionUser: 'technik' });
      await user.click(await menu());
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Rufe beenden']);
    },
  );

  it('is not there on an element that is not a device', { timeout: 30_000 }, async () => {
    renderScreen('/tree/edit/4', { sessionUser: 'admin' });
    expect(await screen.findByRole('button', { name: 'Speichern' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Geräteaktionen' })).not.toBeInTheDocument();
  });
});
