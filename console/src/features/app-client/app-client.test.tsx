// The /app client against a scripted gateway socket on a simulated clock (docs/protocols.md §7; spec 02 §3 app
// client, §7 demoClient and demoUser): the demo phone pairs with the demo REST's token and logs in by itself, shows
// its calls with urgency and elapsed time, accepts, says 'I am there', loses the link and gets its calls again
// after Hello with the stored secret.
import { APP_CLIENT_PROTOCOL, type AppClientMessage, type AppServerMessage } from '@cs/contracts/app';
import { SimulatedClock } from '@cs/contracts/clock';
import { readLine } from '@cs/contracts/protocol-line';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../platform/i18n/i18n.ts';
import { AppClientPage } from './app-client-page.tsx';
import { appParams, readPhone, writePhone } from './app-storage.ts';
import { registerAppClientTexts } from './app-texts.ts';
import { appCall } from './test-calls.ts';
import { useAppClient, type AppClientDeps } from './use-app-client.ts';

/** A socket the test plays the server on: it records what the client sent. */
class ScriptedSocket {
  static all: ScriptedSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: AppClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    ScriptedSocket.all.push(this);
  }
  send(text: string) {
    const reading = readLine(text, APP_CLIENT_PROTOCOL);
    if (reading.kind !== 'message') throw new Error(`client sent ${text}`);
    this.sent.push(reading.message);
  }
  close() {
    this.drop();
  }
  open() {
    act(() => {
      this.readyState = WebSocket.OPEN;
      this.onopen?.();
    });
  }
  push(message: AppServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop() {
    if (this.readyState === WebSocket.CLOSED) return;
    this.readyState = WebSocket.CLOSED;
    act(() => this.onclose?.());
  }
  types() {
    return this.sent.map((m) => m.type);
  }
}
const last = () => ScriptedSocket.all.at(-1)!;

const START = Date.parse('2026-11-26T09:02:05.000Z');
const anna = { user: 'anna', display_name: 'Anna M.', group: 'Pflege WB 1' } as const;

function Client({ deps, demo }: { deps: AppClientDeps; demo: boolean }) {
  const client = useAppClient(deps);
  return (
    <AppClientPage client={client} clock={deps.clock} demoUser={deps.params.demoUser} demoClient={demo} />
  );
}

function renderClient(search: string, tokens: number[] = [], linkToken: string | null = null) {
  const i18n = createI18n('de');
  registerAppClientTexts(i18n);
  const clock = new SimulatedClock(START);
  const deps: AppClientDeps = {
    clock,
    params: appParams(search),
    demoToken: async (id) => (tokens.push(id), 'demo-token-1'),
    socket: (url) => new ScriptedSocket(url) as unknown as WebSocket,
    url: 'ws://test/ws/app',
    linkToken,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Client deps={deps} demo={deps.params.demoClient !== null} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { clock, user: userEvent.setup() };
}

afterEach(() => {
  ScriptedSocket.all = [];
  localStorage.clear();
});

describe('/app client', () => {
  it('demo phone: pairs with the demo token, logs in as its demo user, shows, accepts and arrives; survives a lost link', async () => {
    const tokens: number[] = [];
    const { clock, user } = renderClient('?storagePartition=anna&demoClient=1&demoUser=anna', tokens);
    expect(screen.getByTestId('app-link')).toHaveTextContent('Verbindung wird aufgebaut');
    last().open();
    expect(screen.getByTestId('app-link')).toHaveTextContent('Verbunden');
    // spec 02 §7 demoClient: the token comes from the demo REST, the pairing goes over the protocol
    await expect.poll(() => last().types()).toEqual(['Pair']);
    expect(tokens).toEqual([1]);
    expect(last().sent[0]).toEqual({ type: 'Pair', token: 'demo-token-1', permissions: [] });
    last().push({ type: 'Paired', client_id: 1, secret: 'secret-of-anna' });
    expect(readPhone('anna')).toEqual({ clientId: 1, secret: 'secret-of-anna', user: null });
    expect(readPhone('default')).toBeNull();
    last().push({ type: 'Welcome', client_id: 1, user: null });
    expect(last().sent.at(-1)).toEqual({ type: 'Login', user: 'anna', password: 'anna' });
    last().push({ type: 'LoggedIn', ...anna });
    last().push({
      type: 'Calls',
      calls: [
        appCall('1-5-1', {
          urgency: 'EMERGENCY',
          call_type_text: 'Notruf',
          opened_at: '2026-11-26T09:00:00.000Z',
        }),
      ],
      at: '2026-11-26T09:02:05.000Z',
    });
    expect(screen.getByText('Anna M. · Pflege WB 1')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Notruf, Zimmer 101 · Wohnbereich 1' });
    expect(card).toHaveAttribute('data-urgency', 'EMERGENCY');
    expect(within(card).getByText('Notfall')).toBeInTheDocument();
    expect(within(card).getByText('seit 2:05')).toBeInTheDocument();
    act(() => clock.advance(60_000));
    expect(within(card).getByText('seit 3:05')).toBeInTheDocument();
    // the phone reports what it showed (spec 02 §8 delivery states)
    expect(last().sent).toContainEqual({ type: 'Delivery', call_id: '1-5-1', state: 'opened' });

    await user.click(within(card).getByRole('button', { name: 'Annehmen' }));
    expect(last().sent.at(-1)).toEqual({
      type: 'Action',
      call_id: '1-5-1',
      action: 'Accepted',
      request_id: expect.any(Number),
    });
    expect(within(card).getByText('Von Ihnen übernommen')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ich bin da' }));
    expect(last().sent.at(-1)).toEqual({
      type: 'Action',
      call_id: '1-5-1',
      action: 'NFC',
      request_id: expect.any(Number),
    });
    expect(within(card).getByText('Sie sind vor Ort')).toBeInTheDocument();

    // reception lost: the call stays in view, actions wait for the link
    last().drop();
    expect(screen.getByTestId('app-link')).toHaveTextContent('Keine Verbindung');
    expect(screen.getByText('Ohne Verbindung: Stand vor dem Abbruch')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Abgeben' })).toBeDisabled();
    act(() => clock.advance(0));
    last().open();
    expect(last().sent).toEqual([{ type: 'Hello', client_id: 1, secret: 'secret-of-anna' }]);
    last().push({ type: 'Welcome', client_id: 1, user: 'anna' });
    last().push({
      type: 'Calls',
      calls: [appCall('1-5-1', { urgency: 'EMERGENCY', call_type_text: 'Notruf', handled_by: 'Anna M.' })],
      at: '2026-11-26T09:03:10.000Z',
    });
    const again = screen.getByRole('article', { name: 'Notruf, Zimmer 101 · Wohnbereich 1' });
    expect(within(again).getByText('Sie sind vor Ort')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Abgeben' }));
    expect(last().sent.at(-1)).toEqual({
      type: 'Action',
      call_id: '1-5-1',
      action: 'Released',
      request_id: expect.any(Number),
    });
    last().push({
      type: 'CallRemoved',
      call_id: '1-5-1',
      reason: 'released',
      at: '2026-11-26T09:03:20.000Z',
    });
    expect(screen.getByText('Keine Rufe')).toBeInTheDocument();
  });

  it("a reloaded page says Hello with its partition's secret and still knows where the nurse said 'I am there'", async () => {
    const first = renderClient('?storagePartition=ben&demoClient=2&demoUser=ben');
    last().open();
    await expect.poll(() => last().types()).toEqual(['Pair']);
    last().push({ type: 'Paired', client_id: 2, secret: 'secret-of-ben' });
    last().push({ type: 'LoggedIn', user: 'ben', display_name: 'Ben K.', group: 'Pflege WB 1' });
    last().push({ type: 'Call', call: appCall('1-5-1'), at: '2026-11-26T09:02:05.000Z' });
    await first.user.click(screen.getByRole('button', { name: 'Annehmen' }));
    await first.user.click(screen.getByRole('button', { name: 'Ich bin da' }));
    cleanup();

    renderClient('?storagePartition=ben&demoClient=2&demoUser=ben');
    last().open();
    expect(last().sent).toEqual([{ type: 'Hello', client_id: 2, secret: 'secret-of-ben' }]);
    last().push({ type: 'Welcome', client_id: 2, user: 'ben' });
    last().push({
      type: 'Calls',
      calls: [appCall('1-5-1', { handled_by: 'Ben K.' })],
      at: '2026-11-26T09:03:00.000Z',
    });
    expect(screen.getByText('Ben K. · Pflege WB 1')).toBeInTheDocument();
    expect(screen.getByText('Sie sind vor Ort')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ich bin da' })).toBeNull();
  });

  it('opened from the QR code’s link (the phone’s own camera), an unpaired phone pairs with its code at once (issue 38)', async () => {
    const { clock } = renderClient('', [], 'K7QM4XTP9HRW');
    last().open();
    expect(last().sent).toEqual([{ type: 'Pair', token: 'K7QM4XTP9HRW', permissions: [] }]);
    last().push({ type: 'Paired', client_id: 5, secret: 'secret-of-5' });
    last().push({ type: 'Welcome', client_id: 5, user: null });
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    // a later connection says Hello; the link's code is not sent again
    last().drop();
    act(() => clock.advance(0));
    last().open();
    expect(last().sent).toEqual([{ type: 'Hello', client_id: 5, secret: 'secret-of-5' }]);
  });

  it('a phone that lost its record of the login shows who is logged in and Abmelden (issue 38)', async () => {
    // paired, but the page's storage no longer says who is logged in; the server's login survived
    writePhone('default', { clientId: 1, secret: 'secret-of-anna', user: null });
    renderClient('');
    last().open();
    expect(last().sent).toEqual([{ type: 'Hello', client_id: 1, secret: 'secret-of-anna' }]);
    last().push({ type: 'Welcome', client_id: 1, ...anna });
    last().push({ type: 'Calls', calls: [appCall('1-5-1')], at: '2026-11-26T09:02:05.000Z' });
    expect(screen.getByText('Anna M. · Pflege WB 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(readPhone('default')?.user).toEqual(anna);
  });

  it('a real phone pairs with the typed token and logs in with the form; refusals show in the user’s language', async () => {
    const { user } = renderClient('');
    last().open();
    const field = screen.getByRole('textbox', { name: /^Kopplungscode/ });
    // issue 38: a code that cannot be one is said so at once, and nothing goes to the server
    await user.type(field, 'K7QM-4XTP');
    await user.click(screen.getByRole('button', { name: 'Koppeln' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /Der Code hat zwölf Zeichen in drei Vierergruppen, zum Beispiel K7QM-4XTP-9HRW\./,
    );
    await user.clear(field);
    await user.type(field, 'k7qm 4xtp 9hr0');
    await user.click(screen.getByRole('button', { name: 'Koppeln' }));
    expect(field).toHaveAccessibleDescription(/Diese Zeichen kommen in Kopplungscodes nicht vor: 0\./);
    expect(last().sent).toEqual([]);
    // a code as a person types it goes out as the code
    await user.clear(field);
    await user.type(field, 'k7qm 4xtp 9hrw');
    await user.click(screen.getByRole('button', { name: 'Koppeln' }));
    expect(last().sent).toEqual([{ type: 'Pair', token: 'K7QM4XTP9HRW', permissions: [] }]);
    last().push({ type: 'Refused', key: 'unknown_token', refused: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Kopplungscode ist unbekannt.');
    last().push({ type: 'Paired', client_id: 4, secret: 'secret-of-4' });
    last().push({ type: 'Welcome', client_id: 4, user: null });
    await user.type(screen.getByRole('textbox', { name: 'Benutzername' }), 'ben');
    await user.type(screen.getByLabelText('Passwort'), 'ben');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(last().sent.at(-1)).toEqual({ type: 'Login', user: 'ben', password: 'ben' });
    last().push({ type: 'LoggedIn', user: 'ben', display_name: 'Ben K.', group: 'Pflege WB 1' });
    last().push({
      type: 'Call',
      call: appCall('1-7-1', { may_accept: false }),
      at: '2026-11-26T09:02:05.000Z',
    });
    const card = screen.getByRole('article', { name: 'Ruf, Zimmer 101 · Wohnbereich 1' });
    // RejectOnly group: no Accept
    expect(within(card).queryByRole('button', { name: 'Annehmen' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Ablehnen' }));
    expect(last().sent.at(-1)).toEqual({
      type: 'Action',
      call_id: '1-7-1',
      action: 'Rejected',
      request_id: expect.any(Number),
    });
    last().push({
      type: 'CallRemoved',
      call_id: '1-7-1',
      reason: 'rejected',
      at: '2026-11-26T09:02:06.000Z',
    });
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    last().push({ type: 'Refused', key: 'logout_disabled', refused: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das Abmelden ist in den App-Einstellungen ausgeschaltet.',
    );
    await user.click(screen.getByRole('button', { name: 'Meldung schliessen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
