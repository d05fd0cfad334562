import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('set-password (spec 01 §2, validation spec 01 §5, errors spec 02 §8)', () => {
  it('without a user goes to login', async () => {
    const { location } = renderApp('/auth/set-password');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fauth%2Fset-password'));
  });

  it('shows the temporary-password callout and the server validation errors under their fields', async () => {
    const { user } = renderApp('/auth/set-password', { sessionUser: 'neu' });
    expect(await screen.findByText('Temporäres Passwort')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'anders{Enter}');
    expect(await screen.findByText('Mindestens 8 Zeichen erforderlich.')).toBeInTheDocument();
    expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
      'Mindestens 8 Zeichen erforderlich.',
    );
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Eingaben stimmen nicht überein.',
    );
  });

  it('Enter in the repeat field submits; success shows a notification and goes home', async () => {
    const { user, location, backend } = renderApp('/auth/set-password', { sessionUser: 'neu' });
    await user.type(await screen.findByLabelText('Neues Passwort'), 'sicheres-passwort');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'sicheres-passwort{Enter}');
    expect(await screen.findByText('Passwort geändert')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/log')); // home: the call log (role Pflege)
    expect(backend.state.session?.password_is_temporary).toBe(false);
  });
});
