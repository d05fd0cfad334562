import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('route guard in the running console (spec 01 §2)', () => {
  it('missing permissions: error notification "Zugriff verweigert" and the access denied page', async () => {
    const { location } = renderApp('/admin', { sessionUser: 'pflege' });
    await waitFor(() => expect(location()).toBe('/no-access'));
    // The notification (title and text quoted by the spec) ...
    expect(
      // the notification list's code loads on first use: a busy machine may need more than a second
      await screen.findByText(
        'Ihnen fehlen die benötigten Berechtigungen für diese Aktion.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // ... and the page's own warning titled the same.
    await waitFor(() => expect(screen.getAllByText('Zugriff verweigert')).toHaveLength(2));
    expect(document.title).toBe('Zugriff verweigert · Care Call Console');
  });

  // App management is built (issue 19): it opens its first child, subscriptions while they are enabled.
  it('a superuser opening /appmanagement lands on its first child (spec 01 §2)', async () => {
    const { location } = renderApp('/appmanagement', { sessionUser: 'admin' });
    await waitFor(() => expect(location()).toBe('/appmanagement/subscriptions'), { timeout: 5000 });
    expect(screen.queryByText('Zugriff verweigert')).not.toBeInTheDocument();
  });

  // A route whose screen is not built yet is absent, not forbidden.
  it.each(['/admin/gets-cloud'])(
    'a superuser opening %s (not built yet) sees not found, never "Zugriff verweigert"',
    async (path) => {
      const { location } = renderApp(path, { sessionUser: 'admin' });
      expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
      expect(location()).toBe(path);
      expect(screen.queryByText('Zugriff verweigert')).not.toBeInTheDocument();
      expect(
        screen.queryByText('Ihnen fehlen die benötigten Berechtigungen für diese Aktion.'),
      ).not.toBeInTheDocument();
    },
  );

  it("/ redirects to home, and home to the user's home target (spec 01 §2: the tree for a superuser)", async () => {
    const { location } = renderApp('/', { sessionUser: 'admin' });
    await waitFor(() => expect(location()).toBe('/tree'));
  });

  it('an unknown page shows not found with a go-back action', async () => {
    const { location, user } = renderApp('/does/not/exist', { sessionUser: 'pflege' });
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(location()).toBe('/log')); // home, which is the call log for pflege
  });
});

describe('header (spec 01 §2 main layout)', () => {
  it('shows the system selector only with more than one system, and switching sends the new X-CS-System', async () => {
    const { user, backend } = renderApp('/home', { sessionUser: 'admin' });
    const selector = await screen.findByLabelText('System', { selector: 'select' });
    expect(selector).toHaveDisplayValue('Haus Lindenhof');
    expect(backend.state.requests.at(-1)).toMatchObject({
      operation: 'AppData',
      system: '01',
      language: 'de',
    });
    await user.selectOptions(selector, 'Haus Birkenweg');
    await waitFor(() =>
      expect(backend.state.requests.at(-1)).toMatchObject({ operation: 'AppData', system: '02' }),
    );
    expect(localStorage.getItem('cs.system')).toBe('2');
  });

  it('has no system selector for a user limited to one system', async () => {
    renderApp('/home', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' }); // pflege's home: the call log (spec 01 §2 /home)
    expect(screen.queryByLabelText('System', { selector: 'select' })).not.toBeInTheDocument();
  });

  it('switches the language and remembers it', async () => {
    const { user } = renderApp('/home', { sessionUser: 'pflege' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sprache' }), 'Français');
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(localStorage.getItem('cs.locale')).toBe('fr');
  });

  it('logout failure shows an error notification and the user stays logged in', async () => {
    const { user, location } = renderApp('/home', { sessionUser: 'pflege', logoutFails: true });
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByText('Abmelden fehlgeschlagen')).toBeInTheDocument();
    expect(location()).toBe('/log');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('logout clears the user and goes to login', async () => {
    const { user, location } = renderApp('/home', { sessionUser: 'pflege' });
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('cs.user')).toBeNull();
  });

  it('fullscreen hides header and footer (spec 01 §2 main layout)', async () => {
    renderApp('/log?fullscreen=1', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Version 5\.406/)).not.toBeInTheDocument();
  });

  it('a stored user the server no longer knows is cleared by AppData (spec 01 §4 session)', async () => {
    localStorage.setItem(
      'cs.user',
      JSON.stringify({
        id: 9,
        name: 'Alt',
        is_superuser: true,
        locale: 'de',
        homepage: null,
        system_access: [1],
        roles: [],
        password_is_temporary: false,
        permissions: [],
      }),
    );
    const { location } = renderApp('/home');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fhome'));
    expect(localStorage.getItem('cs.user')).toBeNull();
  });
});

describe('update banner (spec 01 §4, version spec 01 §7)', () => {
  it('appears when X-CS-Version differs from 5.406; cancel hides it', async () => {
    const { user } = renderApp('/home', { sessionUser: 'pflege', version: '5.407' });
    const banner = await screen.findByRole('alertdialog');
    expect(within(banner).getByText('Neue Version verfügbar')).toBeInTheDocument();
    expect(within(banner).getByText('Die Seite wird in 30 Sekunden neu geladen.')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reload now reloads', async () => {
    const { user, reload } = renderApp('/home', { sessionUser: 'pflege', version: '5.407' });
    await user.click(await screen.findByRole('button', { name: 'Jetzt neu laden' }));
    expect(reload).toHaveBeenCalled();
  });

  it('stays away when the versions match', async () => {
    renderApp('/home', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a restart system message over the live connection announces the new version', async () => {
    const { backend } = renderApp('/home', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' });
    await waitFor(() => expect(backend.state.subscribers.length).toBeGreaterThan(0));
    act(() => backend.publishSystemMessage('restart', { version: '5.500' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});
