// The narrow header's menu (spec 01 §2 main layout on a tablet or phone; header-menu.tsx): behind the menu button
// the modules the user may open, the pickers, logout with the user's name and the way to the mobile-style layout
// (spec 01 §2 /pwa). Choosing a module goes there and closes the menu. The widths themselves (which part shows
// where) are CSS media queries this DOM has no layout for: tests/shell/narrow-header.e2e.ts checks them in Chromium.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

const menu = () => screen.findByRole('dialog', { name: 'Menü' }, { timeout: 5000 });

describe('the header menu (spec 01 §2 main layout, narrow screens)', () => {
  it('lists the modules, the pickers, logout and the mobile view; a module closes it', async () => {
    const { user, location } = renderApp('/home', { sessionUser: 'admin' });
    const button = await screen.findByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await menu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const modules = within(drawer).getByRole('navigation', { name: 'Module' });
    expect(
      within(modules)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toContain('Protokoll');
    expect(within(drawer).getByRole('combobox', { name: 'Sprache' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'System' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /^Abmelden \(/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Mobile Ansicht' })).toHaveAttribute('href', '/pwa');

    await user.click(within(modules).getByRole('link', { name: 'Protokoll' }));
    await waitFor(() => expect(location()).toBe('/log'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument());
  });

  it('care staff see only their modules, in the language they pick there', async () => {
    const { user } = renderApp('/home', { sessionUser: 'pflege' });
    await user.click(await screen.findByRole('button', { name: 'Menü' }));
    const drawer = await menu();
    expect(within(drawer).queryByRole('combobox', { name: 'System' })).not.toBeInTheDocument();
    const links = within(within(drawer).getByRole('navigation', { name: 'Module' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).not.toContain('Verwaltung');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Sprache' }), 'Italiano');
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chiudi il menu' })).toBeInTheDocument();
  });
});
