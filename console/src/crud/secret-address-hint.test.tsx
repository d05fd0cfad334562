// Issue 33: a stored secret belongs to its address. Changing a hub's or configurator's address without the
// password removes the stored one on save (backend/src/auth/bound-secrets.ts); the form says so under the
// password before saving, in the user's language, and goes back to its usual hint once the password is typed
// or the address is as stored.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeRuntimes, renderScreen } from '../test/render-app.tsx';

afterEach(() => {
  disposeRuntimes();
  window.localStorage.removeItem('cs.locale');
});

describe('the password of a changed address (issue 33)', () => {
  it('hub: a new address with the password left empty says the stored one is removed on save', async () => {
    const { user } = renderScreen('/admin/hubs/edit/1', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Funk-Hub' }, { timeout: 10_000 });
    const password = within(form).getByLabelText(/^Passwort/);
    const kept = 'Leer lassen, um das gespeicherte Passwort zu behalten';
    await waitFor(() => expect(password).toHaveAccessibleDescription(kept));
    const ip = within(form).getByLabelText(/^IP/);
    await user.clear(ip);
    await user.type(ip, '10.0.0.99:4720');
    expect(password).toHaveAccessibleDescription(
      'Die Adresse wurde geändert: Geben Sie das Passwort erneut ein, sonst wird das gespeicherte Passwort beim Speichern entfernt.',
    );
    await user.type(password, 'hub-neu');
    expect(password).toHaveAccessibleDescription(kept);
    await user.clear(password);
    await user.clear(ip);
    await user.type(ip, '127.0.0.1:4720');
    expect(password).toHaveAccessibleDescription(kept);
  });

  it('configurator, in French: a new port says so too', async () => {
    window.localStorage.setItem('cs.locale', 'fr');
    const { user } = renderScreen('/admin/systemparams/edit/1', {
      sessionUser: 'admin',
      admin: {
        data: {
          SystemParam: [
            {
              id: 1,
              name: 'Haus Lindenhof',
              ip: '192.168.1.10',
              tcp_port: 4711,
              username: 'admin',
              password_set: true,
              call_suppression_sections: [],
            },
          ],
        },
      },
    });
    const form = await screen.findByRole('form', {}, { timeout: 10_000 });
    const port = await within(form).findByLabelText(/^Port/);
    await user.clear(port);
    await user.type(port, '4999');
    expect(within(form).getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription(
      'L’adresse a changé\u202f: saisissez à nouveau le mot de passe, sinon le mot de passe enregistré sera supprimé à l’enregistrement.',
    );
  });
});
