// Spec 01 §7 system message subjects handled by the shell so far: restart (a new version is
// available: the update banner) and reload. Subjects of later screens are added with them.
import { useSubscription } from '@apollo/client/react';
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
      if (typeof data === 'number') runtime.serverClock.offsetMs = data * 1000 - Date.now();
      return;
    case 'reload':
      runtime.reload();
      return;
    default:
      if (runtime.systemMessageListeners.size === 0) console.debug('unhandled system message', subject);
  }
}

export function useSystemMessages(): void {
  const runtime = useRuntime();
  useSubscription(SystemMessagesDocument, {
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (message) handleSystemMessage(runtime, message.subject, message.payload);
    },
  });
}
