// The /app client's team view (spec 02 §3 team_view_enabled, hide_presences; docs/protocols.md §7 Team) as the
// nurse sees it: her colleagues, logged in or not, what each has accepted, at the resident's only when told.
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../platform/i18n/i18n.ts';
import { registerAppClientTexts } from './app-texts.ts';
import { TeamView } from './team-view.tsx';

describe('team view', () => {
  it('names each colleague, logged in or out, and what each handles (at the resident or not, or hidden)', () => {
    const i18n = createI18n('de');
    registerAppClientTexts(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <TeamView
            me="anna"
            team={[
              { user: 'anna', display_name: 'Anna M.', logged_in: true, handling: [] },
              {
                user: 'ben',
                display_name: 'Ben K.',
                logged_in: true,
                handling: [
                  { call_id: 'a', device_text: 'Zimmer 104', arrived: true },
                  { call_id: 'b', device_text: 'Zimmer 105', arrived: false },
                ],
              },
              {
                user: 'carla',
                display_name: 'Carla S.',
                logged_in: false,
                handling: [{ call_id: 'c', device_text: 'Zimmer 101', arrived: null }],
              },
            ]}
          />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Anna M.')).getByText('Anna M. (ich)')).toBeInTheDocument();
    const ben = screen.getByLabelText('Ben K.');
    expect(within(ben).getByText('Angemeldet')).toBeInTheDocument();
    expect(within(ben).getByText('Beim Bewohner: Zimmer 104')).toBeInTheDocument();
    expect(within(ben).getByText('Übernommen: Zimmer 105')).toBeInTheDocument();
    const carla = screen.getByLabelText('Carla S.');
    expect(within(carla).getByText('Abgemeldet')).toBeInTheDocument();
    expect(within(carla).getByText('Übernommen: Zimmer 101')).toBeInTheDocument();
  });
});
