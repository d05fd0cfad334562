// Issue 18 mail server form and send log (spec 02 §3 send log, §8 'Report send failed', spec 01 §5 server
// validation per field), against the MSW mock of the backend's answers.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockBackend, type MockOptions } from '../../../../mocks/handlers.ts';
import { server } from '../../../../mocks/node.ts';
import { AppProviders } from '../../app/providers.tsx';
import { createRuntime, type Runtime } from '../../platform/runtime.ts';
import { MailSettings } from './mail-settings.tsx';

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

async function renderMail(mock: MockOptions = {}, mayConfigure = true, locale = 'de') {
  const backend = createMockBackend(mock);
  server.use(...backend.handlers);
  const runtime = createRuntime({ reload: () => {} });
  runtimes.push(runtime);
  await runtime.i18n.changeLanguage(locale);
  const user = userEvent.setup();
  render(
    <AppProviders runtime={runtime} env="test">
      <MailSettings mayConfigure={mayConfigure} />
    </AppProviders>,
  );
  return { backend, user, runtime };
}

describe('mail server form', () => {
  it('says that no mail server is set up, then saves one; the password is only "stored"', async () => {
    const { backend, user } = await renderMail();
    expect(await screen.findByText(/Noch kein Mailserver eingerichtet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Server/), 'mail.heim.example');
    await user.type(screen.getByLabelText(/^Benutzername/), 'rufanlage');
    await user.type(screen.getByLabelText(/^Passwort/), 'Geheim-42!');
    await user.type(screen.getByLabelText(/^Absenderadresse/), 'rufanlage@heim.example');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(backend.mail.state.saves).toBe(1));
    expect(backend.mail.state.password).toBe('Geheim-42!');
    expect(backend.mail.state.smtp).toMatchObject({
      host: 'mail.heim.example',
      port: 587,
      tls_mode: 'starttls',
    });
    expect(
      await screen.findByText('Ein Passwort ist gespeichert. Leer lassen, um es zu behalten.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Passwort/)).toHaveValue('');
    expect(screen.queryByText(/Noch kein Mailserver/)).not.toBeInTheDocument();
  });

  it('shows the server validation errors under their fields and stores nothing', async () => {
    const { backend, user, runtime } = await renderMail();
    const port = await screen.findByLabelText(/^Port/);
    await user.clear(port);
    await user.type(port, '99999');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Wert muss zwischen 1 und 65535 liegen.')).toBeVisible();
    expect(screen.getByLabelText(/^Server/)).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(screen.getByLabelText(/^Absenderadresse/)).toHaveAccessibleDescription(
      'Keine gültige E-Mail-Adresse.',
    );
    expect(backend.mail.state.saves).toBe(0);
    // the refusal follows a change of language while it stands
    await act(() => runtime.i18n.changeLanguage('fr'));
    expect(await screen.findByText('La valeur doit être comprise entre 1 et 65535.')).toBeVisible();
  });

  it('an empty password keeps the stored one; the box removes it', async () => {
    const smtp = {
      configured: true,
      host: 'mail.heim.example',
      sender: 'a@heim.example',
      password_set: true,
    };
    const { backend, user } = await renderMail({ mail: { smtp } });
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(backend.mail.state.saves).toBe(1));
    expect(backend.mail.state.password).toBe('stored');
    await user.click(screen.getByLabelText('Gespeichertes Passwort entfernen'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Kein Passwort gespeichert.')).toBeVisible();
    expect(backend.mail.state.password).toBe('');
  });

  it('a new server, port or TLS mode without the password says the stored one goes, before saving (issue 33)', async () => {
    const smtp = {
      configured: true,
      host: 'mail.heim.example',
      port: 587,
      tls_mode: 'starttls' as const,
      sender: 'a@heim.example',
      password_set: true,
    };
    const { backend, user } = await renderMail({ mail: { smtp } });
    const password = await screen.findByLabelText(/^Passwort/);
    const removed =
      'Server, Port oder Verschlüsselung geändert: Geben Sie das Passwort erneut ein, sonst wird das gespeicherte beim Speichern entfernt.';
    const port = screen.getByLabelText(/^Port/);
    await user.clear(port);
    await user.type(port, '25');
    expect(password).toHaveAccessibleDescription(removed);
    await user.type(password, 'neu');
    expect(password).toHaveAccessibleDescription(
      'Ein Passwort ist gespeichert. Leer lassen, um es zu behalten.',
    );
    await user.clear(password);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(backend.mail.state.saves).toBe(1));
    expect(backend.mail.state.password).toBe('');
    expect(await screen.findByText('Kein Passwort gespeichert.')).toBeVisible();
  });

  it('is absent for who may not change the global settings; the send log stays', async () => {
    await renderMail({}, false);
    expect(await screen.findByRole('heading', { name: 'Versandprotokoll' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mailserver' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Server/)).not.toBeInTheDocument();
  });
});

describe('send log (spec 02 §3, §8)', () => {
  it('lists the mails newest first; a failed one says why and when it is tried again', async () => {
    await renderMail();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      '07.01.2025 06:00',
      '06.01.2025 13:00',
    ]);
    const failed = within(rows[0]!);
    expect(failed.getByText('Bericht')).toBeVisible();
    expect(failed.getByText('Fehlgeschlagen')).toBeVisible();
    expect(failed.getByText('Senden fehlgeschlagen: Verbindung abgelehnt')).toBeVisible();
    expect(failed.getByText('Nächster Versuch: 07.01.2025 06:06')).toBeVisible();
    expect(within(rows[1]!).getByText('Gesendet')).toBeVisible();
  });

  it('in English', async () => {
    await renderMail({}, true, 'en');
    expect(await screen.findByRole('heading', { name: 'Send log' })).toBeVisible();
    expect(screen.getByText('Failed')).toBeVisible();
    expect(screen.getByText('Next attempt: 07.01.2025 06:06')).toBeVisible();
    expect(screen.getByLabelText(/^Sender address/)).toBeVisible();
  });

  it('a failed load says so and offers to load again, never an empty log', async () => {
    await renderMail({ mail: { sendLogFails: true } });
    expect(await screen.findByText('Das Versandprotokoll konnte nicht geladen werden.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut laden' })).toBeVisible();
    expect(screen.queryByText('Es wurden noch keine E-Mails versendet.')).not.toBeInTheDocument();
  });
});
