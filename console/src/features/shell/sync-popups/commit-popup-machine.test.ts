import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SimulatedClock } from '@cs/contracts/clock';
import {
  COMMIT_POLL_MS,
  COMMIT_RUNNING_MS,
  commitPopupMachine,
  showsPercent,
  type ChangelogPoll,
  type CommitTask,
} from './commit-popup-machine.ts';

const task = (over: Partial<CommitTask> = {}): CommitTask => ({
  step: 'init',
  progress: 0,
  status: 'running',
  error: null,
  ...over,
});
const poll = (over: Partial<ChangelogPoll> = {}): ChangelogPoll => ({
  status: 'busy',
  error: null,
  progress: 10,
  committing: true,
  commit: task({ step: 'sending', progress: 10, wipe: false }),
  ...over,
});

function start() {
  const clock = new SimulatedClock();
  const goToSync = vi.fn();
  // each poll answers with the next queued answer (a rejection for an Error), else the default
  const answers: (ChangelogPoll | Error)[] = [];
  const polls = vi.fn(() => {
    const next = answers.shift() ?? poll();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const actor = createActor(
    commitPopupMachine.provide({
      actions: { goToSync },
      actors: { pollChangelog: fromPromise(polls) },
    }),
    { clock },
  ).start();
  /** the poll's answer has been taken (waits for the machine, not for time) */
  const settle = () => waitFor(actor, (s) => !s.matches({ committing: 'polling' }));
  /** one poll period on the simulated clock, then the poll's answer taken */
  const nextPoll = async () => {
    clock.advance(COMMIT_POLL_MS);
    await settle();
  };
  return { clock, actor, goToSync, polls, answers, nextPoll, settle, snap: () => actor.getSnapshot() };
}

describe('commit popup (spec 01 §4 configuration commit, §7 configChangelog, §8, §9)', () => {
  it('opens on getsconfig.commit and closes on getsconfig.commit_done', () => {
    const { actor, snap } = start();
    expect(snap().matches('idle')).toBe(true);
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    expect(snap().matches('committing')).toBe(true);
    actor.send({ type: 'PROGRESS', task: task({ step: 'sending', progress: 40 }) });
    expect(snap().context.task).toMatchObject({ step: 'sending', progress: 40 });
    actor.send({ type: 'COMMIT_DONE', task: task({ step: 'done', progress: 100, status: 'done' }) });
    expect(snap().matches('idle')).toBe(true);
  });

  it('polls configChangelog every 4000 ms only while active, and takes its progress and status', async () => {
    const { actor, polls, nextPoll, settle, clock, snap } = start();
    clock.advance(COMMIT_POLL_MS * 3);
    expect(polls).not.toHaveBeenCalled();
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    clock.advance(COMMIT_POLL_MS - 1);
    expect(polls).not.toHaveBeenCalled();
    clock.advance(1);
    expect(polls).toHaveBeenCalledTimes(1);
    await settle();
    expect(snap().context.syncStatus).toBe('busy');
    expect(snap().context.task).toMatchObject({ step: 'sending', progress: 10, wipe: false });
    await nextPoll();
    expect(polls).toHaveBeenCalledTimes(2);
    actor.send({ type: 'COMMIT_DONE', task: task({ step: 'done', progress: 100, status: 'done' }) });
    clock.advance(COMMIT_POLL_MS * 5);
    expect(polls).toHaveBeenCalledTimes(2);
  });

  it('shows the percentage only when the status is not ready and the progress is above 0', async () => {
    const { actor, answers, nextPoll, snap } = start();
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    expect(showsPercent(snap().context)).toBe(false); // progress 0
    answers.push(poll({ status: 'ready', commit: task({ step: 'sending', progress: 30 }) }));
    await nextPoll();
    expect(snap().context.task.progress).toBe(30);
    expect(showsPercent(snap().context)).toBe(false); // status ready
    answers.push(poll({ status: 'busy', commit: task({ step: 'syncing', progress: 60 }) }));
    await nextPoll();
    expect(showsPercent(snap().context)).toBe(true);
  });

  it('a failed configChangelog query or an error in it goes to the sync route, and the poll goes on', async () => {
    const { actor, answers, nextPoll, goToSync, polls, snap } = start();
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    answers.push(new Error('network'));
    await nextPoll();
    expect(goToSync).toHaveBeenCalledTimes(1);
    expect(snap().matches('committing')).toBe(true);
    answers.push(poll({ error: 'Synchronisationsfehler' }));
    await nextPoll();
    expect(goToSync).toHaveBeenCalledTimes(2);
    await nextPoll();
    expect(polls).toHaveBeenCalledTimes(3);
    expect(goToSync).toHaveBeenCalledTimes(2);
  });

  it('counts a commit as running for 900 s at most', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    // the poll keeps failing to end it (never answers): only the 900 s limit does
    clock.advance(COMMIT_RUNNING_MS - 1);
    expect(snap().matches('committing')).toBe(true);
    clock.advance(1);
    expect(snap().matches('idle')).toBe(true);
  });

  it('a page opened during a commit shows it (AppData committing_gets_config), a running progress too', () => {
    const a = start();
    a.actor.send({ type: 'RUNNING', running: false });
    expect(a.snap().matches('idle')).toBe(true);
    a.actor.send({ type: 'RUNNING', running: true });
    expect(a.snap().matches('committing')).toBe(true);
    // AppData of another system (after a switch) says none runs there
    a.actor.send({ type: 'RUNNING', running: false });
    expect(a.snap().matches('idle')).toBe(true);
    const b = start();
    b.actor.send({ type: 'PROGRESS', task: task({ step: 'done', status: 'done', progress: 100 }) });
    expect(b.snap().matches('idle')).toBe(true);
    b.actor.send({ type: 'PROGRESS', task: task({ step: 'syncing', progress: 50 }) });
    expect(b.snap().matches('committing')).toBe(true);
    expect(b.snap().context.task.step).toBe('syncing');
  });

  it('a failed commit stays visible with its error until closed; the header is free meanwhile', () => {
    const { actor, snap } = start();
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    actor.send({ type: 'PROGRESS', task: task({ step: 'wiping', progress: 20 }) });
    actor.send({ type: 'COMMIT_DONE', task: task({ step: 'failed', status: 'failed', error: 'timeout' }) });
    expect(snap().matches('failed')).toBe(true);
    expect(snap().context.error).toBe('timeout');
    // a message without the wipe flag keeps what the steps showed
    expect(snap().context.task.wipe).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(snap().matches('idle')).toBe(true);
  });

  it('a commit that ended unheard is closed by the next poll (failed: shown)', async () => {
    const { actor, answers, nextPoll, snap } = start();
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    answers.push(
      poll({ committing: false, commit: task({ step: 'failed', status: 'failed', error: 'offline' }) }),
    );
    await nextPoll();
    expect(snap().matches('failed')).toBe(true);
    expect(snap().context.error).toBe('offline');
    actor.send({ type: 'COMMIT_STARTED', task: task() });
    answers.push(poll({ committing: false, status: 'in-sync', commit: task({ status: 'done' }) }));
    await nextPoll();
    expect(snap().matches('idle')).toBe(true);
  });
});
