// Work the Gets does for the console, told to its displays and consoles as system messages (spec 01 §7):
// a configuration commit's progress (getsconfig.commit, .progress, .commit_done) and HTTP work against the
// Gets (getshttp.start, .finished, .failed).
import type { GetsGatewayEvent } from '../../gateways/types.ts';

export interface WorkMessage {
  subject: string;
  payload: string;
}

type CommitProgress = Extract<GetsGatewayEvent, { type: 'commit.progress' }>;
type HttpWork = Extract<GetsGatewayEvent, { type: 'http' }>;

export function commitMessages({ task }: CommitProgress): WorkMessage[] {
  const payload = JSON.stringify({
    task_id: task.id,
    step: task.step,
    progress: task.progress,
    status: task.status,
    error: task.error,
  });
  return [
    ...(task.step === 'init' && task.status === 'running' ? [{ subject: 'getsconfig.commit', payload }] : []),
    { subject: 'getsconfig.progress', payload },
    ...(task.status !== 'running' ? [{ subject: 'getsconfig.commit_done', payload }] : []),
  ];
}

export function httpWorkMessage(event: HttpWork): WorkMessage {
  return {
    subject: `getshttp.${event.phase}`,
    payload: JSON.stringify({ id: event.id, action: event.action, error: event.error ?? null }),
  };
}
