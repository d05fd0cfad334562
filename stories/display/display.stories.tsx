import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { manyCalls, mockCall, NOTES, presences, wardCalls } from '../../mocks/display-data.ts';
import type { MockOptions } from '../../mocks/handlers.ts';
import { fitGrid, MAX_TITLE_PX } from '../../console/src/features/display/layout/fit-grid.ts';
import type { FontSize } from '../../console/src/features/display/url-params.ts';
import { ConsoleApp } from '../support/console-app.tsx';
import type { StoryLoaded } from '../support/mock-loader.ts';

// Spec 01 §2 call display: every state a wall screen can be in, run as tests in Chromium.
const meta: Meta<{ path: string }> = {
  title: 'Display/Call display',
  args: { path: '/display' },
  render: (args, { loaded }) => <ConsoleApp runtime={(loaded as StoryLoaded).runtime} path={args.path} />,
};
export default meta;
type Story = StoryObj<{ path: string }>;
const mock = (m: MockOptions) => ({ mock: m });
const TIMEOUT = { timeout: 8000 };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Keine offenen Rufe', {}, TIMEOUT)).toBeVisible();
  },
};

export const FullscreenClock: Story = {
  args: { path: '/display?fullscreen=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clock = await canvas.findByTestId('display-clock', {}, TIMEOUT);
    await expect(clock.textContent).toMatch(/^\d{2}:\d{2}/);
    // Header hidden in fullscreen (spec 01 §2 main layout).
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const WardEvening: Story = {
  parameters: mock({ display: { calls: wardCalls(), notes: NOTES } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('call-card')).toHaveLength(4), TIMEOUT);
    await expect(canvas.getAllByTestId('presence-card')).toHaveLength(2);
  },
};

export const Emergency: Story = {
  parameters: mock({
    display: {
      calls: [
        mockCall({ id: 1, callType: 4, room: '102', age: 300 }),
        mockCall({ id: 2, callType: 2, room: '103', age: 4 }),
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('call-card')).toHaveLength(2), TIMEOUT);
    const first = canvas.getAllByTestId('call-card')[0] as HTMLElement;
    await expect(first).toHaveAttribute('data-urgency', 'EMERGENCY');
    // Opened 4 s before the mock was built: 'gerade eben', or a few seconds more on a loaded machine
    // (the story's clock is the wall clock); never the 5 minutes of the call below it.
    await expect(within(first).getByTestId('elapsed').textContent).toMatch(/^(gerade eben|[1-5]?\d s)$/);
    // Urgent calls are filled with the call-type colour.
    await expect(getComputedStyle(first).backgroundColor).toBe('rgb(211, 47, 47)');
  },
};

/** Cards on screen plus the calls the '+N weitere Rufe' tile counts (never hidden without a count). */
const shownOrCounted = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByTestId('call-card').length +
  Number(canvas.queryByTestId('calls-overflow')?.dataset.hidden ?? 0);

export const ManyCalls: Story = {
  parameters: mock({ display: { calls: manyCalls(40) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(shownOrCounted(canvas)).toBe(40), TIMEOUT);
    const tile = canvas.queryByTestId('calls-overflow');
    if (tile) await expect(tile).toHaveTextContent(`+${tile.dataset.hidden} weitere Rufe`);
  },
};

export const PresencesOverflow: Story = {
  parameters: mock({ display: { calls: [mockCall({ id: 1, callType: 4, room: '102' }), ...presences(60)] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = await canvas.findByTestId('presence-overflow', {}, TIMEOUT);
    await expect(tile).toHaveTextContent(/^\+\d+ weitere$/);
    tile.click();
    await waitFor(() => expect(canvas.getAllByTestId('presence-card')).toHaveLength(60));
  },
};

export const Notes: Story = {
  parameters: mock({ display: { notes: NOTES } }),
  play: async ({ canvasElement }) => {
    const notes = await within(canvasElement).findByTestId('notes', {}, TIMEOUT);
    await expect(notes).toHaveTextContent('Lift ausser Betrieb');
    await expect(notes.getBoundingClientRect().width).toBe(320);
  },
};

const STREAM = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#234"/><text x="40" y="190" fill="#fff" font-size="36">Kamera Gang Ost</text></svg>')}`;
export const VideoFrame: Story = {
  args: { path: '/display?videostream=1' },
  play: async ({ canvasElement, loaded }) => {
    const { backend } = loaded as StoryLoaded;
    const canvas = within(canvasElement);
    await canvas.findByText('Keine offenen Rufe', {}, TIMEOUT);
    backend.publishSystemMessage('videostream', { url: STREAM, action: 'start' });
    // Appears after 1 s (spec 01 §9).
    await expect(canvas.queryByTestId('video-frame')).toBeNull();
    const frame = await canvas.findByTestId('video-frame', {}, { timeout: 3000 });
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(600);
  },
};

export const ConnectionLost: Story = {
  parameters: mock({ display: { calls: wardCalls() } }),
  play: async ({ canvasElement, loaded }) => {
    const { runtime } = loaded as StoryLoaded;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('call-card')).toHaveLength(4), TIMEOUT);
    runtime.transport.connection.set(false);
    const banner = await canvas.findByTestId('connection-lost');
    await expect(banner).toHaveTextContent('Keine Verbindung – Rufe sind möglicherweise nicht aktuell');
  },
};

// The font size setting is the largest title the grid may use (64, 80, 96 px); the grid fits the calls below it.
const fontSizeStory = (size: FontSize): Story => ({
  args: { path: size === 'normal' ? '/display' : `/display?fontsize=${size}` },
  parameters: mock({ display: { calls: [mockCall({ id: 1, callType: 4, room: '102' })] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const display = await canvas.findByTestId('display', {}, TIMEOUT);
    await expect(display).toHaveAttribute('data-font-size', size);
    const grid = await canvas.findByTestId('call-grid', {}, TIMEOUT);
    const area = (grid.parentElement as HTMLElement).getBoundingClientRect();
    const fitted = fitGrid({
      width: area.width,
      height: area.height,
      count: 1,
      fontSize: size,
      extraLines: 0,
    });
    await waitFor(() => expect(Number(grid.dataset.titlePx)).toBe(fitted.titlePx), TIMEOUT);
    await expect(fitted.titlePx).toBeLessThanOrEqual(MAX_TITLE_PX[size]);
    const title = canvas.getByTestId('call-card').querySelector('[data-part="title"]') as HTMLElement;
    await expect(getComputedStyle(title).fontSize).toBe(`${fitted.titlePx}px`);
  },
});
export const FontNormal = fontSizeStory('normal');
export const FontLarger = fontSizeStory('larger');
export const FontLargest = fontSizeStory('largest');

export const EnglishLargest: Story = {
  args: { path: '/display?locale=en&fontsize=largest' },
  parameters: mock({ display: { calls: wardCalls() } }),
  play: async ({ canvasElement }) => {
    const handler = await within(canvasElement).findByTestId('handler', {}, TIMEOUT);
    await expect(handler).toHaveTextContent('Taken by Anna M.');
  },
};

export const SettingsDrawer: Story = {
  parameters: mock({ sessionUser: 'technik', display: { calls: wardCalls() } }),
  args: { path: '/display/wohnbereich-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByTestId('profile-badge')).toHaveTextContent('Wohnbereich 2'),
      TIMEOUT,
    );
    (await canvas.findByRole('button', { name: 'Anzeige-Einstellungen' }, TIMEOUT)).click();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('combobox', { name: 'Zeitplan werktags' }, TIMEOUT)).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Adresse dieser Anzeige' })).toHaveValue(
      `${window.location.origin}/display/wohnbereich-2`,
    );
  },
};
