// Any number of open calls on the display without a ward that size: the page's live connection goes to the real
// backend, and each callsChanged list it receives is replaced by generated calls of the demo facility's call
// types (colours, urgencies, texts as configured). Everything else (AppData, profiles, relations, the display's
// code and CSS) is the real thing.
import type { Page } from '@playwright/test';
import { generateWard } from '@cs/twin';

const ward = generateWard({ seed: 1, size: 'demo' });
const typeOf = (id: number) => {
  const t = ward.callTypes.find((c) => c.id === id);
  if (!t) throw new Error(`no call type ${id} in the demo ward`);
  return {
    id: t.id,
    name: t.name,
    flag: t.flag,
    urgency: t.urgency,
    char: t.char,
    color: t.color,
    sort_order: t.sort_order,
    text: t.text,
  };
};
/** Demo call types (ARCHITECTURE §8): emergency 2, bath 3, alert 4, medallion 5, presence 6, technical 8. */
const KIND = { emergency: 2, bath: 3, alert: 4, medallion: 5, presence: 6, tech: 8 } as const;
/** The longest device texts the ward writes (19 characters at most, spec 02 §5). */
const TITLES: Record<number, (room: number) => string> = {
  [KIND.emergency]: (room) => `Zimmer ${room} Bett 1`,
  [KIND.bath]: (room) => `Bad Zimmer ${room}`,
  [KIND.alert]: (room) => (room % 3 === 0 ? `Zimmer ${room} Bett 2` : `Zimmer ${room}`),
  [KIND.medallion]: () => 'Med. Eichenberger',
  [KIND.presence]: (room) => `Zimmer ${room}`,
  [KIND.tech]: () => 'Tuerk. 1. Stock',
};

export interface CallMix {
  emergencies: number;
  urgent: number;
  normal: number;
  presences: number;
}

/** About one emergency in twenty calls and one urgent call in four, the rest normal; three presences. */
export function mixOf(count: number): CallMix {
  const emergencies = Math.max(1, Math.round(count / 20));
  const urgent = Math.round(count / 4);
  return { emergencies, urgent, normal: count - emergencies - urgent, presences: 3 };
}

export function generatedCalls(mix: CallMix, now = Date.now()) {
  const kinds = [
    ...Array<number>(mix.emergencies).fill(KIND.emergency),
    ...Array.from({ length: mix.urgent }, (_, i) => [KIND.bath, KIND.medallion, KIND.tech][i % 3] as number),
    ...Array<number>(mix.normal).fill(KIND.alert),
    ...Array<number>(mix.presences).fill(KIND.presence),
  ];
  return kinds.map((kind, i) => {
    const room = 1101 + i;
    const section = (i % 2) + 1;
    const title = (TITLES[kind] as (room: number) => string)(room);
    const type = typeOf(kind);
    return {
      id: 9000 + i,
      system_id: 1,
      system_name: 'Haus Lindenhof',
      call_type_id: kind,
      call_type_text: type.text,
      call_source_id: 1,
      call_source_text: 'Zimmer',
      section_id: section,
      section_name: `Wohnbereich ${section}`,
      number: 5000 + i,
      device_text_short: kind === KIND.presence ? `${room}` : `Zi ${room}`.slice(0, 7),
      device_text_long: title,
      position: null,
      duration: 60 * (i + 1),
      opened_at: new Date(now - 60_000 * (i + 1)).toISOString(),
      closed_at: null,
      handled_by_app_username: i % 7 === 2 ? 'Anna Meier' : null,
      call_type: type,
      call_source: { id: 1, char: type.char },
      section: { id: section, name: `Wohnbereich ${section}`, allow_manual_call_closure: true },
      system_tree_node: {
        id: 5000 + i,
        serial: null,
        text_short: null,
        text_long: title,
        deny_manual_call_closure: false,
      },
    };
  });
}

/** From now on every callsChanged list the page receives carries `calls()` instead of the backend's. */
export async function replaceCallLists(page: Page, calls: () => unknown[]): Promise<void> {
  await page.routeWebSocket('**/ws/backend', (ws) => {
    const server = ws.connectToServer();
    const callsChanged = new Set<string>();
    ws.onMessage((message) => {
      const msg = JSON.parse(String(message)) as { id?: string; type: string; payload?: { query?: string } };
      if (msg.type === 'subscribe' && msg.id && /subscription CallsChanged/.test(msg.payload?.query ?? ''))
        callsChanged.add(msg.id);
      server.send(message);
    });
    server.onMessage((message) => {
      const msg = JSON.parse(String(message)) as {
        id?: string;
        type: string;
        payload?: { data?: { callsChanged?: { calls: unknown[] } } };
      };
      const change = msg.payload?.data?.callsChanged;
      if (msg.type === 'next' && msg.id && callsChanged.has(msg.id) && change) {
        change.calls = calls();
        ws.send(JSON.stringify(msg));
      } else ws.send(message);
    });
  });
}
