import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { renderApp } from '../../test/render-app.tsx';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText('Benutzername'), username);
  await user.type(screen.getByLabelText('Passwort'), password);
}

describe('login (spec 02 §2, errors spec 02 §8)', () => {
  it('shows the version text at the bottom', async () => {
    renderApp('/login');
    expect(await screen.findByText('Version 5.406')).toBeInTheDocument();
    expect(document.title).toBe('Anmelden · Care Call Console');
  });

  it('an unknown user is shown on the username field', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, 'nobody', 'x{Enter}');
    expect(await screen.findByText('Benutzername ist unbekannt')).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAccessibleDescription('Benutzername ist unbekannt');
  });

  it('a wrong password is shown on the password field', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, 'admin', 'wrong{Enter}');
    expect(await screen.findByText('Das eingegebene Passwort ist falsch')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Das eingegebene Passwort ist falsch',
    );
  });

  it('a common error is shown in a warning callout', async () => {
    const { user } = renderApp('/login');
    server.use(
      http.post('*/backend/login', () =>
        HttpResponse.json(
          {
            ok: false,
            user: null,
            require_password_change: false,
            errors: [
              { field: 'common', message: 'Es ist ein allgemeiner Fehler aufgetreten: zu viele Versuche' },
            ],
          },
          { status: 429 },
        ),
      ),
    );
    await fillLogin(user, 'admin', 'admin{Enter}');
    const callout = await screen.findByRole('alert');
    expect(callout).toHaveTextContent('Anmeldung nicht möglich');
    expect(callout).toHaveTextContent('Es ist ein allgemeiner Fehler aufgetreten: zu viele Versuche');
  });

  it('a network exception is shown as a username error', async () => {
    const { user } = renderApp('/login', { loginNetworkError: true });
    await fillLogin(user, 'admin', 'admin{Enter}');
    expect(await screen.findByText(/^Der Server ist nicht erreichbar:/)).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAttribute('aria-invalid', 'true');
  });

  it('an anonymous visit goes to login with the wanted path, and back there after login (Enter submits)', async () => {
    const { user, location } = renderApp('/admin/users?page=2');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2'));
    await fillLogin(user, 'technik', 'technik{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/users?page=2'));
  });

  it('the live connection starts anew at login and at logout: it carries the session it was opened with', async () => {
    const { user, runtime } = renderApp('/login');
    const restarts: number[] = [];
    runtime.transport.restartSocket = () => restarts.push(1);
    await fillLogin(user, 'admin', 'admin{Enter}');
    await waitFor(() => expect(restarts).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }, { timeout: 5000 }));
    await waitFor(() => expect(restarts).toHaveLength(2));
  });

  it('without a redirect target goes home, which is the call log for care staff (spec 01 §2 /home)', async () => {
    const { user, location } = renderApp('/login');
    await fillLogin(user, 'pflege', 'pflege{Enter}');
    await waitFor(() => expect(location()).toBe('/log'));
    expect(await screen.findByRole('heading', { name: 'Protokoll' })).toBeInTheDocument();
    // Only modules whose screens are built are listed; care staff may not open the administration.
    expect(screen.queryByText('Verwaltung')).not.toBeInTheDocument();
  });

  it('the user’s own language (AuthUser.locale, spec 01 §3) applies after login and goes with every request', async () => {
    const { user, location } = renderApp('/login', {
      data: (d) => ({
        ...d,
        users: d.users.map((u) => (u.username === 'pflege' ? { ...u, locale: 'FR' } : u)),
      }),
    });
    const languages: Array<string | null> = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('/backend/query')) languages.push(request.headers.get('Accept-Language'));
    };
    server.events.on('request:start', record);
    try {
      await fillLogin(user, 'pflege', 'pflege{Enter}');
      await waitFor(() => expect(location()).toBe('/log'));
      expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fr');
      await waitFor(() => expect(languages.at(-1)).toBe('fr'));
    } finally {
      server.events.removeListener('request:start', record);
      document.documentElement.lang = 'de';
    }
  });

  it('a required password change leads to set-password', async () => {
    const { user, location } = renderApp('/login?redirect=%2Flog');
    await fillLogin(user, 'neu', 'neu{Enter}');
    await waitFor(() => expect(location()).toBe('/auth/set-password'));
    expect(await screen.findByText('Temporäres Passwort')).toBeInTheDocument();
  });

  it('never redirects to another site', async () => {
    const { user, location } = renderApp('/login?redirect=%2F%2Fevil.example');
    await fillLogin(user, 'admin', 'admin{Enter}');
    await waitFor(() => expect(location()).toBe('/home'));
  });
});
