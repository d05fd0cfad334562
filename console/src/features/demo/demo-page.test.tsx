// The demo console (spec 02 §2 demo console, §4 demo buttons and demo reset, §7 demo REST and the fixed
// demo admin credentials) against the MSW mock backend in jsdom.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createDemoMock, type DemoMockOptions } from '../../../../mocks/demo-handlers.ts';
import { server } from '../../../../mocks/node.ts';
import { renderScreen } from '../../test/render-app.tsx';

function renderDemo(options: DemoMockOptions = {}, demoMode = true) {
  const demo = createDemoMock({ demoMode, ...options });
  const app = renderScreen('/demo', {
    data: (d) => ({
      ...d,
      appState: { ...d.appState, features: { ...d.appState.features, demo_mode: demoMode } },
    }),
  });
  server.use(...demo.handlers);
  return { ...app, demo };
}

const device = async (name: string) => within(await screen.findByRole('region', { name }));
const lamp = async (deviceName: string, button: string) =>
  (await device(deviceName)).getByRole('button', { name: button });

describe('demo console', () => {
  it('outside demo mode says the demo is not available here (spec 02 §2; the backend answers 404 then)', async () => {
    renderDemo({}, false);
    expect(await screen.findByRole('heading', { name: 'Demo nicht verfügbar' })).toBeVisible();
    expect(screen.getByText(/nur mit dem eingebauten digitalen Zwilling/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Zweitaster · Zimmer 101' })).not.toBeInTheDocument();
  });

  it('shows the devices of floors 1 and 2 with lamps read from the live calls of system 1 (spec 02 §4)', async () => {
    const { demo } = renderDemo({
      open: [
        { number: 23, call_type_id: 4 },
        { number: 10, call_type_id: 6 },
        { number: 10, call_type_id: 2 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Etage 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Etage 2' })).toBeVisible();
    await waitFor(async () =>
      expect(await lamp('Zweitaster · Zimmer 101', 'Ruf')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await lamp('Zweitaster · Zimmer 101', 'Anwesenheit')).toHaveAttribute('aria-pressed', 'false');
    // Emergency: presence stays lit, the red lamp is on, the emergency control and badge show it.
    expect(await lamp('Zweitaster · Zimmer 201', 'Anwesenheit')).toHaveAttribute('aria-pressed', 'true');
    expect(await lamp('Zweitaster · Zimmer 201', 'Ruf')).toHaveAttribute('aria-pressed', 'true');
    expect(await lamp('Zweitaster · Zimmer 201', 'Notruf')).toHaveAttribute('aria-pressed', 'true');
    expect((await device('Zweitaster · Zimmer 201')).getByText('Notruf aktiv')).toBeVisible();

    // The next callsChanged replaces the list: the lamps follow the twin, not the clicks.
    demo.setCalls([
      { number: 23, call_type_id: 6 },
      { number: 24, call_type_id: 5 },
    ]);
    await waitFor(async () =>
      expect(await lamp('Zweitaster · Zimmer 101', 'Anwesenheit')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await lamp('Zweitaster · Zimmer 101', 'Ruf')).toHaveAttribute('aria-pressed', 'false');
    expect(await lamp('Zweitaster · Zimmer 201', 'Notruf')).toHaveAttribute('aria-pressed', 'false');
    expect((await device('Medaillon · Zimmer 102')).getByText('Alarm aktiv')).toBeVisible();
  });

  it('sends button presses to the twin through the demo REST, for system 1', async () => {
    const { demo, user } = renderDemo();
    await user.click(await lamp('Zweitaster · Zimmer 101', 'Ruf'));
    await user.click(await lamp('Zweitaster · Zimmer 201', 'Anwesenheit'));
    await user.click(await lamp('Zweitaster · Zimmer 101', 'Notruf'));
    await waitFor(() => expect(demo.state.requests).toHaveLength(3));
    expect(demo.state.requests).toEqual([
      { path: '/device/press', body: { device_id: 23, button: 'alert' }, system: '01' },
      { path: '/device/press', body: { device_id: 10, button: 'presence' }, system: '01' },
      {
        path: '/call/trigger',
        body: { call_type_id: 2, section_id: null, device_id: 23, close: false },
        system: '01',
      },
    ]);
  });

  it('a press the backend refuses (demo REST local-only) says why, in the backend’s words', async () => {
    const { user } = renderDemo();
    const reason = 'Die Demo-Schnittstelle ist nur auf diesem Rechner oder nach der Anmeldung erreichbar.';
    server.use(
      http.post('*/backend/demo/device/press', () =>
        HttpResponse.json(
          { ok: false, errors: [{ field: 'common', code: 'DEMO_LOCAL_ONLY', message: reason }] },
          { status: 403 },
        ),
      ),
    );
    await user.click(await lamp('Zweitaster · Zimmer 101', 'Ruf'));
    expect(await screen.findByText('Aktion fehlgeschlagen')).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
  });

  it('names each device by its room; a trainer drains a battery and cuts a radio link (issue 38)', async () => {
    const { demo, user } = renderDemo();
    const card = await device('Zweitaster · Zimmer 101');
    expect(card.getByText('Gerät 23')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Batterie' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Schwach (30\u00a0%)' }));
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({
        path: '/device/condition',
        body: { device_id: 23, battery: 30 },
        system: '01',
      }),
    );
    // asked again at once: the device shows the battery monitoring now knows
    await waitFor(() => expect(card.getByTestId('demo-status-23')).toHaveTextContent(/30 %/));
    await user.click(card.getByRole('button', { name: 'Funk trennen' }));
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({
        path: '/device/condition',
        body: { device_id: 23, link: 'down' },
      }),
    );
    expect(await card.findByRole('button', { name: 'Funk verbinden' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(card.getByRole('status')).toHaveTextContent(
      'Funkverbindung getrennt: nach 60 Minuten ohne Lebenszeichen meldet die Überwachung das Gerät als nicht erreichbar.',
    );
  });

  it('holds a magnet to a device for the global search’s device search (issue 15)', async () => {
    const { demo, user } = renderDemo();
    const card = await device('Medaillon · Zimmer 102');
    await user.click(card.getByRole('button', { name: 'Magnet ans Gerät halten' }));
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({
        path: '/device/magnet',
        body: { device_id: 24 },
        system: '01',
      }),
    );
  });

  it('an open emergency is ended by the emergency control (trigger with close)', async () => {
    const { demo, user } = renderDemo({
      open: [
        { number: 10, call_type_id: 6 },
        { number: 10, call_type_id: 2 },
      ],
    });
    const control = await lamp('Zweitaster · Zimmer 201', 'Notruf');
    await waitFor(() => expect(control).toHaveAttribute('aria-pressed', 'true'));
    await user.click(control);
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({
        path: '/call/trigger',
        body: { call_type_id: 2, device_id: 10, close: true, section_id: 2 },
      }),
    );
  });

  it('the medallion shakes, shows an overlay that a click closes, and staff can end its alarm', async () => {
    const { demo, user } = renderDemo();
    const medallion = await device('Medaillon · Zimmer 102');
    await user.click(medallion.getByRole('button', { name: 'Drücken' }));
    expect(medallion.getByRole('button', { name: 'Drücken' })).toHaveAttribute('data-shaking', 'true');
    expect(medallion.getByText('Medaillon-Alarm ausgelöst')).toBeVisible();
    await waitFor(() =>
      expect(demo.state.requests).toEqual([{ path: '/device/press', body: { device_id: 24 }, system: '01' }]),
    );
    await user.click(medallion.getByRole('button', { name: 'Klicken zum Schliessen' }));
    expect(medallion.queryByText('Medaillon-Alarm ausgelöst')).not.toBeInTheDocument();

    demo.setCalls([{ number: 24, call_type_id: 5 }]);
    await user.click(await medallion.findByRole('button', { name: 'Alarm beenden (Pflege)' }));
    await waitFor(() =>
      expect(demo.state.requests.at(-1)).toMatchObject({
        path: '/call/trigger',
        body: { device_id: 24, call_type_id: 5, close: true },
      }),
    );
  });

  it('closes all calls from the header menu', async () => {
    const { demo, user } = renderDemo({
      open: [
        { number: 23, call_type_id: 4 },
        { number: 10, call_type_id: 6 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Demo-Menü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Alle Rufe schliessen' }));
    expect(await screen.findByText('Alle Rufe geschlossen')).toBeVisible();
    expect(screen.getByText('Geräte mit offenen Rufen: 2')).toBeVisible();
    expect(demo.state.requests.map((r) => r.path)).toEqual(['/call/close']);
  });

  it('resets after confirmation under a blocking overlay, logs in as the demo admin and reloads (spec 02 §4, §7)', async () => {
    const { demo, user, backend, reload } = renderDemo();
    await user.click(await screen.findByRole('button', { name: 'Demo-Menü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Demo zurücksetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo zurücksetzen?' });
    expect(demo.state.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Demo wird zurückgesetzt' })).toBeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(demo.state.requests.map((r) => r.path)).toEqual(['/reset']);
    expect(backend.state.session?.username).toBe('admin');
  });

  it('cancelling the confirmation does nothing; a failed reset lifts the overlay and says so', async () => {
    const { demo, user, backend, reload } = renderDemo({ failWith: 500 });
    await user.click(await screen.findByRole('button', { name: 'Demo-Menü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Demo zurücksetzen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.state.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Demo-Menü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Demo zurücksetzen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('Aktion fehlgeschlagen')).toBeVisible();
    expect(screen.getByText('Die Demo hat die Aktion nicht ausgeführt (500).')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Demo wird zurückgesetzt' })).not.toBeInTheDocument(),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(backend.state.session).toBeNull();
  });

  it('tabs: Visuals frames /display?fullscreen=1, App embeds the three demo users’ /app clients, Verwaltung opens a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDemo({ open: [{ number: 23, call_type_id: 4 }] });
    expect(await screen.findByTitle('Visuals: Rufanzeige')).toHaveAttribute('src', '/display?fullscreen=1');

    // spec 02 §7: /app with storagePartition, demoClient and demoUser, one per demo user
    await user.click(screen.getByRole('tab', { name: 'App' }));
    expect(screen.getByText(/Drei echte App-Clients, je einer pro Demo-Benutzer/)).toBeVisible();
    const frames = ['Anna M.', 'Ben K.', 'Carla S.'].map((name) =>
      within(screen.getByRole('region', { name: `App von ${name}` })).getByTitle(`App von ${name}`),
    );
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([
      '/app?storagePartition=demo-anna&demoClient=1&demoUser=anna',
      '/app?storagePartition=demo-ben&demoClient=2&demoUser=ben',
      '/app?storagePartition=demo-carla&demoClient=3&demoUser=carla',
    ]);

    await user.click(screen.getByRole('tab', { name: /Verwaltung/ }));
    // The administration has its screens now (console/src/crud): Verwaltung opens /admin.
    expect(open).toHaveBeenCalledWith('/admin', '_blank', 'noopener');
    expect(screen.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');
  });

  it('speaks English too', async () => {
    const { runtime } = renderDemo();
    await runtime.i18n.changeLanguage('en');
    expect(await screen.findByRole('region', { name: 'Two-button device · device 23' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /Administration/ })).toBeVisible();
  });

  it("names its tabs and the display frame in French (issue 38 item 15: not the English 'Visuals')", async () => {
    const { runtime } = renderDemo();
    await runtime.i18n.changeLanguage('fr');
    expect(await screen.findByRole('tab', { name: 'Affichage' })).toBeVisible();
    expect(screen.getByTitle('Affichage des appels')).toHaveAttribute('src', '/display?fullscreen=1');
    expect(screen.queryByRole('tab', { name: 'Visuals' })).not.toBeInTheDocument();
  });
});
