// An app client's pairing code in its form (spec 02 §3 app client; issue 33): it pairs for a day by default
// (CS_PAIRING_TOKEN_HOURS), so the form says until when, and once it expired unused it says so and makes a new one.
import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { renderScreen } from '../test/render-app.tsx';
import { useAdminScreens } from '../test/crud-helpers.ts';

useAdminScreens();

const CLIENT = {
  id: 1,
  name: 'Telefon Anna',
  phone_number: null,
  server_url: 'http://pflegeheim.local',
  pairing_token: 'Zk3qR8mT0pLw2vXy',
  pairing_token_expires_at: '2026-03-05T14:30:00.000Z',
  pairing_token_expired: false,
  registration: null,
  permissions: [],
  is_connected: false,
  reachability: 'unknown',
  state: 'unpaired',
  problems: [],
};

const form = () => screen.findByRole('form', { name: 'Client' }, { timeout: 5000 });

describe('the pairing code of an app client', () => {
  it('says until when it pairs, in the facility’s time', async () => {
    renderScreen('/appmanagement/clients/edit/1', {
      sessionUser: 'admin',
      admin: { data: { AppClient: [CLIENT] } },
    });
    expect(await within(await form()).findByText('Gültig bis 05.03.2026 15:30.')).toBeInTheDocument();
  });

  it('once expired, says so instead of showing it, and makes a new one', async () => {
    const renewed: unknown[] = [];
    server.use(
      graphql.link('*/backend/query').mutation('UnpairAppClient', ({ variables }) => {
        renewed.push(variables);
        return HttpResponse.json({
          data: {
            unpairAppClient: {
              ...CLIENT,
              pairing_token: 'Nw7aB2cD4eF6gH8j',
              pairing_token_expires_at: '2026-03-06T15:00:00.000Z',
              __typename: 'AdminAppClient',
            },
          },
        });
      }),
    );
    const { user } = renderScreen('/appmanagement/clients/edit/1', {
      sessionUser: 'admin',
      admin: { data: { AppClient: [{ ...CLIENT, pairing_token_expired: true }] } },
    });
    const panel = await form();
    expect(await within(panel).findByText('Kopplungscode abgelaufen')).toBeInTheDocument();
    expect(within(panel).queryByText(CLIENT.pairing_token)).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Neuen Code erzeugen' }));
    await waitFor(() => expect(renewed).toEqual([{ id: 1 }]));
  });
});
