// Admin correctness ("found on the way"): copies that work, no raw values in the UI, and the
// fields that were missing, each as a user of the admin area would notice it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { disposeRuntimes, renderScreen } from '../test/render-app.tsx';

afterEach(() => {
  disposeRuntimes();
  window.localStorage.removeItem('cs.locale');
});

const requestsOf = (
  mock: { requests: Array<{ operation: string; variables: Record<string, unknown> }> },
  op: string,
) => mock.requests.filter((q) => q.operation === op);
/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('copies (spec 01 §4: copy creates a new record from the loaded one)', () => {
  it('a checkpoint map copy takes its floor plan along as the new map’s image', async () => {
    server.use(
      http.get(
        '*/backend/images/eg.png',
        () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const { user, backend } = renderScreen('/admin/checkpointmaps/edit/7', {
      sessionUser: 'admin',
      admin: {
        data: {
          CheckpointMap: [
            {
              id: 7,
              name: 'EG',
              section_id: 1,
              sort_order: 1,
              image_url: '/backend/images/eg.png',
              checkpoints: [],
            },
          ],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Checkpoint-Karte' });
    await user.click(await within(form).findByRole('button', { name: 'Kopieren' }));
    await screen.findByText('Kopie: Speichern legt einen neuen Eintrag an.');
    // The copy's fields settle after the copy notice (its floor plan loads into the record): wait until the name
    // takes the focus, then type.
    const name = () => within(form).getByLabelText(/^Name/);
    await waitFor(() => {
      name().focus();
      expect(name()).toHaveFocus();
    });
    await user.clear(name());
    await user.type(name(), 'EG Kopie');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(requestsOf(backend.admin, 'AdminCheckpointMapCreate')).toHaveLength(1));
    expect(requestsOf(backend.admin, 'AdminCheckpointMapCreate')[0]?.variables.input).toMatchObject({
      name: 'EG Kopie',
      image: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    });
  });

  it('a hub copy asks for the password: a copy never takes the stored one to a new connection', async () => {
    const { user } = renderScreen('/admin/hubs/edit/1', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Funk-Hub' });
    await waitFor(() =>
      expect(
        within(form).getByText('Leer lassen, um das gespeicherte Passwort zu behalten'),
      ).toBeInTheDocument(),
    );
    await user.click(within(form).getByRole('button', { name: 'Kopieren' }));
    await screen.findByText('Kopie: Speichern legt einen neuen Eintrag an.');
    expect(within(form).getByLabelText(/^Passwort/)).toBeRequired();
    expect(within(form).getByText('Für einen neuen oder kopierten Eintrag erforderlich')).toBeInTheDocument();
    expect(
      within(form).queryByText('Leer lassen, um das gespeicherte Passwort zu behalten'),
    ).not.toBeInTheDocument();
  });
});

describe('no raw values in the UI', () => {
  it('display-note colours are named in the UI language, not GREEN/YELLOW', async () => {
    renderScreen('/admin/displaynotes', { sessionUser: 'admin' });
    const notes = await screen.findByRole('table', { name: 'Post-its' }, { timeout: 5000 });
    expect(await within(notes).findByText('Grün')).toBeInTheDocument();
    expect(within(notes).queryByText(/^green$/i)).not.toBeInTheDocument();
  });

  it('role permissions are translated names grouped by module, not codes (spec 01 §6)', async () => {
    renderScreen('/admin/roles/edit/1', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Rolle' });
    const admin = await within(form).findByRole('radiogroup', { name: 'Verwaltung' });
    const group = admin.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(group).getByRole('checkbox', { name: 'System verwalten' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Benutzer verwalten' })).not.toBeChecked();
    expect(within(form).queryByText('admin::manage_system')).not.toBeInTheDocument();
  });

  it('English dates are dd.MM.yyyy HH:mm on a 24-hour clock like every language (spec 02 §9)', async () => {
    window.localStorage.setItem('cs.locale', 'en');
    renderScreen('/admin/displaynotes', {
      sessionUser: 'admin',
      admin: {
        data: {
          DisplayNote: [
            {
              id: 4,
              title: 'Fire drill',
              text: '',
              color: 'red',
              active: true,
              sort_order: 1,
              display_from: '2026-03-05T14:30:00.000Z',
              display_until: null,
              display_date: null,
            },
          ],
        },
      },
    });
    const notes = await screen.findByRole('table', { name: 'Post-its' }, { timeout: 5000 });
    expect(await within(notes).findByText('05.03.2026 15:30')).toBeInTheDocument();
    expect(within(notes).queryByText(/PM|AM/)).not.toBeInTheDocument();
    expect(within(notes).getByText('Red')).toBeInTheDocument();
  });
});

describe('missing fields', () => {
  it('a user’s homepage is chosen from the screens; a report has timeouts; a section shows its override read-only', async () => {
    const { user, backend } = renderScreen('/admin/users/edit/1', { sessionUser: 'admin' });
    let form = await screen.findByRole('form', { name: 'Benutzer' });
    await waitFor(() => expect(within(form).getByLabelText(/^Benutzername/)).toHaveValue('admin'));
    await user.click(within(form).getByRole('combobox', { name: /^Startseite/ }));
    await user.click(await screen.findByRole('option', { name: 'Protokoll' }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminUserUpdate')[0]?.variables.input).toMatchObject({
        homepage: 'log',
      }),
    );
    disposeRuntimes();
    renderScreen('/admin/reports/edit', { sessionUser: 'admin' });
    form = await screen.findByRole('form', { name: 'Bericht' });
    expect(within(form).getByRole('switch', { name: 'Zeitüberschreitungen' })).not.toBeChecked();
    disposeRuntimes();
    renderScreen('/admin/sections/edit/1', { sessionUser: 'admin' });
    form = await screen.findByRole('form', { name: 'Bereich' });
    expect(await within(form).findByRole('switch', { name: 'Umleitung aktiv' })).toBeDisabled();
  });
});

describe('numbers out of range (a button number 999 was stored as 255)', () => {
  it('stay as typed, are refused with the between message and go to the server unchanged', async () => {
    const { user, backend } = renderScreen('/admin/buttons/edit', { sessionUser: 'admin' });
    const form = await screen.findByRole('form', { name: 'Taste' });
    const number = within(form).getByRole('textbox', { name: /^Nummer/ });
    await user.type(number, '999');
    await user.tab();
    expect(number).toHaveValue('999');
    expect(await within(form).findByText('Der Wert muss zwischen 1 und 255 liegen.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requestsOf(backend.admin, 'AdminButtonCreate')[0]?.variables.input).toMatchObject({
        number: 999,
      }),
    );
  });
});
