import { act, screen, waitFor } from '@testing-library/react';
import { ws } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import { server } from '../../../../mocks/node.ts';
import { renderApp } from '../../test/render-app.tsx';
import { createRuntime } from '../runtime.ts';
import { handleSystemMessage, SYSTEM_MESSAGES_RESUBSCRIBE_MS } from './system-messages.ts';

// graphql-ws does not retry after some close codes (1011, 4500, ...): the shell subscribes again itself.
describe('systemMessages subscription of the shell (spec 01 §7)', () => {
  it('subscribes again after the subscription ended with an error, and hears messages again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend } = renderApp('/home', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' }, { timeout: 10_000 }); // pflege's home: the call log (its chunk loads first)
    await waitFor(() => expect(backend.state.subscribers).toHaveLength(1));
    act(() => backend.state.subscribers[0]!.error([{ message: 'Internal error' }]));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('systemMessages failed: subscribing again', expect.anything()),
    );
    await waitFor(() => expect(backend.state.subscribers).toHaveLength(2), {
      timeout: SYSTEM_MESSAGES_RESUBSCRIBE_MS + 2000,
    });
    act(() => backend.publishSystemMessage('restart', { version: '5.500' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    error.mockRestore();
  });

  it('subscribes again after a fatal close of the socket (1011, which graphql-ws never retries)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const sockets: { close: (code?: number, reason?: string) => void }[] = [];
    server.use(ws.link('*/ws/backend').addEventListener('connection', ({ client }) => sockets.push(client)));
    const { backend } = renderApp('/home', { sessionUser: 'pflege' });
    await screen.findByRole('heading', { name: 'Protokoll' }, { timeout: 10_000 }); // pflege's home: the call log (its chunk loads first)
    await waitFor(() => expect(backend.state.subscribers).toHaveLength(1));
    expect(sockets).toHaveLength(1);
    act(() => sockets[0]!.close(1011, 'Internal Error'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('systemMessages failed: subscribing again', expect.anything()),
    );
    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: SYSTEM_MESSAGES_RESUBSCRIBE_MS + 2000 });
    await waitFor(() => expect(backend.state.subscribers).toHaveLength(2));
    act(() => backend.publishSystemMessage('restart', { version: '5.500' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe("'scenario.progress' is kept for the displays (issue 14 trainer mode)", () => {
  it('keeps the last payload as it came; the display reads it (features/display/scenario-stage.ts)', () => {
    const runtime = createRuntime({ locale: 'de' });
    try {
      const progress = { systems: [1], clock: [{ at: 1_000, sim: 2_000, rate: 60 }] };
      handleSystemMessage(runtime, 'scenario.progress', JSON.stringify(progress));
      expect(runtime.scenarioProgress).toEqual(progress);
      handleSystemMessage(runtime, 'scenario.progress', JSON.stringify({ systems: [1], clock: [] }));
      expect(runtime.scenarioProgress).toEqual({ systems: [1], clock: [] });
    } finally {
      runtime.dispose();
    }
  });
});

describe("'time' sets the server's clock against the runtime's (spec 01 §7)", () => {
  it("the server's time is read on the runtime's clock, not the browser's", () => {
    const clock = new SimulatedClock(Date.parse('2026-03-02T10:00:00Z'));
    const runtime = createRuntime({ locale: 'de', clock });
    try {
      handleSystemMessage(runtime, 'time', String(Date.parse('2026-03-02T10:00:07Z') / 1000));
      expect(runtime.serverClock.now()).toBe(Date.parse('2026-03-02T10:00:07Z'));
      clock.advance(60_000);
      expect(runtime.serverClock.now()).toBe(Date.parse('2026-03-02T10:01:07Z'));
    } finally {
      runtime.dispose();
    }
  });
});
