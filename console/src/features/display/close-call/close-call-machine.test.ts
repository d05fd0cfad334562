// Spec 01 §4 close call flow: success after polling, failure after 15 tries, send failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CLOSE_POLL_MS,
  CLOSE_POLL_TRIES,
  closeCallMachine,
  type CloseCallTarget,
} from './close-call-machine.ts';

const call: CloseCallTarget = { system_id: 1, id: 7, number: 42, section_id: 3 };

function start(opts: { send?: () => Promise<void>; goneAfter?: number }) {
  let checks = 0;
  const sent: CloseCallTarget[] = [];
  const notifySuccess = vi.fn();
  const actor = createActor(
    closeCallMachine.provide({
      actors: {
        sendEndCalls: fromPromise(async ({ input }) => {
          sent.push(input);
          await (opts.send?.() ?? Promise.resolve());
        }),
        isGone: fromPromise(async () => ++checks >= (opts.goneAfter ?? Infinity)),
      },
      actions: { notifySuccess },
    }),
    { input: { call } },
  );
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, sent, notifySuccess, emitted, checks: () => checks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('close-call flow (spec 01 §4)', () => {
  it('confirm sends EndCalls for the call, then succeeds when the call disappears on the third poll', async () => {
    const { actor, sent, notifySuccess, emitted, checks } = start({ goneAfter: 3 });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(CLOSE_POLL_MS * 3 + 10);
    expect(sent).toEqual([call]);
    expect(checks()).toBe(3);
    expect(actor.getSnapshot().value).toBe('success');
    expect(notifySuccess).toHaveBeenCalledOnce();
    expect(emitted).toEqual(['success']);
  });

  it('fails with stillOpen after exactly 15 polls at 500 ms', async () => {
    const { actor, checks } = start({});
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(CLOSE_POLL_MS * CLOSE_POLL_TRIES - 10);
    expect(actor.getSnapshot().value).not.toBe('failed');
    await vi.advanceTimersByTimeAsync(20);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('stillOpen');
    expect(checks()).toBe(CLOSE_POLL_TRIES);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(checks()).toBe(CLOSE_POLL_TRIES);
  });

  it('a refused device action shows the error line at once, without polling; confirm again retries', async () => {
    let refuse = true;
    const { actor, checks, sent } = start({
      send: async () => {
        if (refuse) throw new Error('In diesem Bereich dürfen Rufe nicht manuell beendet werden.');
      },
      goneAfter: 1,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'failed',
      message: 'In diesem Bereich dürfen Rufe nicht manuell beendet werden.',
    });
    expect(checks()).toBe(0);
    refuse = false;
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(CLOSE_POLL_MS + 10);
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('cancel ends the flow without sending', () => {
    const { actor, sent, emitted } = start({});
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toEqual([]);
    expect(emitted).toEqual(['cancelled']);
  });
});
