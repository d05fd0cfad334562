// Spec 01 §7 system message subjects handled by the shell so far: restart (a new version is
// available: the update banner) and reload. Subjects of later screens are added with them.
import { useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SystemMessagesDocument } from '../../generated/graphql.ts';
import type { Runtime } from '../runtime.ts';
import { useRuntime } from '../runtime-context.tsx';

export function handleSystemMessage(runtime: Runtime, subject: string, payload: string | null): void {
  let data: unknown;
  try {
    data = payload ? JSON.parse(payload) : null;
  } catch {
    data = payload;
  }
  for (const listener of runtime.systemMessageListeners) listener(subject, data);
  switch (subject) {
    case 'restart': {
      const version = (data as { version?: unknown } | null)?.version;
      if (typeof version === 'string') runtime.update.send({ type: 'VERSION_REPORTED', version });
      return;
    }
    case 'time':
      // Payload in seconds: the server's clock (spec 01 §7), for clocks shown by later screens.
      if (typeof data === 'number') runtime.serverClock.offsetMs = data * 1000 - runtime.clock.now();
      return;
    case 'reload':
      runtime.reload();
      return;
    case 'scenario.progress':
      // Trainer mode: displays of the stage's systems show the scenario's clock (features/display/scenario-time.ts
      // reads it; kept as it came, the shell's code counts against the display's budget).
      runtime.scenarioProgress = data;
      return;
    default:
      if (runtime.systemMessageListeners.size === 0) console.debug('unhandled system message', subject);
  }
}

/** Subscribing again after the subscription ended with an error (as the display's call feed does). */
export const SYSTEM_MESSAGES_RESUBSCRIBE_MS = 2_000;

/**
 * graphql-ws gives up on some close codes (1011, 4500, ...) whatever shouldRetry says, and ends every
 * subscription of the socket with an error: the shell would never hear of a restart (update banner) or a
 * reload again. So a failed subscription starts again after SYSTEM_MESSAGES_RESUBSCRIBE_MS, for as long
 * as it takes.
 */
export function useSystemMessages(): void {
  const runtime = useRuntime();
  const [failed, setFailed] = useState(false);
  const { restart } = useSubscription(SystemMessagesDocument, {
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (message) handleSystemMessage(runtime, message.subject, message.payload);
    },
    onError: (error) => {
      console.error('systemMessages failed: subscribing again', error);
      setFailed(true);
    },
  });
  useEffect(() => {
    if (!failed) return;
    const timer = runtime.clock.setTimeout(() => {
      setFailed(false);
      restart();
    }, SYSTEM_MESSAGES_RESUBSCRIBE_MS);
    return () => runtime.clock.clearTimeout(timer);
  }, [failed, restart, runtime]);
}
