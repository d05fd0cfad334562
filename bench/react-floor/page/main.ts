// The least a React display can do (bench/react-floor/index.ts): open a socket, and render the five calls of its
// first message as cards with the time in the facility's zone. No router, no design system, no GraphQL, no texts.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Call = { id: number; text: string };
const time = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
});

function Display() {
  const [calls, setCalls] = useState<Call[] | null>(null);
  useEffect(() => {
    const socket = new WebSocket(`ws://${location.host}/ws`);
    socket.onmessage = (e: MessageEvent<string>) => setCalls(JSON.parse(e.data) as Call[]);
    return () => socket.close();
  }, []);
  if (!calls) return h('p', null, '…');
  return h(
    'main',
    null,
    calls.map((c) =>
      h('article', { key: c.id, 'data-testid': 'call-card' }, h('h2', null, c.text), time.format(new Date())),
    ),
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(h(Display));
