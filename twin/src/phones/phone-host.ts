// Runs a simulated phone (phone-machine.ts) against the backend's app gateway (docs/protocols.md §7) over a
// WebSocket (the runtime's own: Node 22+ and browsers). The host pairs once, says Hello on every later connection,
// reads each server message against the contract and feeds the machine one call at a time; what the machine
// emits becomes messages, dropped and restored links, and the nurse's presence press at the door.
import { createActor, type Actor } from 'xstate';
import { APP_SERVER_PROTOCOL, type AppClientMessage, type AppServerMessage } from '@cs/contracts/app';
import type { Clock } from '@cs/contracts/clock';
import { readLine } from '@cs/contracts/protocol-line';
import { phoneMachine, type OfferedCall, type PhoneInput } from './phone-machine.ts';

export interface PhoneHostOptions extends PhoneInput {
  /** ws://host:port/ws/app */
  url: string;
  /** the pairing token of the phone's client record (app management) */
  token: string;
  clock: Clock;
  /** the nurse is at the door: press presence at the device (the twin's button) */
  onArrived?: (deviceNumber: number) => void;
  /** the nurse is done with the resident (a care time was given): she switches presence off at the device */
  onLeft?: (deviceNumber: number) => void;
  /** every message the server sent, as it arrives (a bench times the calls' delivery) */
  onMessage?: (message: AppServerMessage) => void;
  /** a phone paired before: it says Hello with its stored secret instead of pairing with the token */
  paired?: { clientId: number; secret: string };
  /** the machine's state changed (the demo's trainer panel follows the phones) */
  onChange?: () => void;
}

/** A frame the server refused, matched by its request id (docs/protocols.md §7): null when the server named none. */
export interface PhoneRefusal {
  key: string;
  frame: AppClientMessage | null;
}

/** How many sent frames a phone remembers for matching refusals: a refusal comes at once, never after 64 more. */
const IN_FLIGHT = 64;

/** What the phone is doing, as a trainer sees it. */
export type PhoneStatus = 'offline' | 'idle' | 'ringing' | 'walking' | 'atResident';

export class SimulatedPhone {
  readonly actor: Actor<typeof phoneMachine>;
  /** the calls on the phone's screen, as the server last said */
  readonly calls = new Map<string, OfferedCall>();
  readonly received: AppServerMessage[] = [];
  /** what the server refused, each with the frame it answered */
  readonly refusals: PhoneRefusal[] = [];
  private readonly handled = new Set<string>();
  /** the last frames sent, by request id: a Refused names the one it answers */
  private readonly inFlight = new Map<number, AppClientMessage>();
  private requests = 0;
  private socket: WebSocket | null = null;
  private secret: { clientId: number; secret: string } | null = null;
  private away = false;
  private stopped = false;
  private leaving = false;
  /** the server answered this connection's Hello: what the phone says now is heard as the logged-in phone's */
  private welcomed = false;
  private faults = 0;

  constructor(private readonly options: PhoneHostOptions) {
    const {
      url: _u,
      token: _t,
      clock,
      onArrived: _a,
      onLeft: _l,
      onMessage: _m,
      paired,
      onChange,
      ...input
    } = options;
    this.secret = paired ?? null;
    this.actor = createActor(phoneMachine, { input, clock });
    this.actor.on('send', ({ message }) => void this.send(message));
    this.actor.on('receptionLost', () => {
      this.away = true;
      this.socket?.close();
    });
    this.actor.on('receptionBack', () => {
      this.away = false;
      this.connect();
    });
    this.actor.on('arrived', ({ deviceNumber }) => options.onArrived?.(deviceNumber));
    this.actor.on('left', ({ deviceNumber }) => options.onLeft?.(deviceNumber));
    this.actor.subscribe(() => {
      this.feed();
      onChange?.();
    });
  }

  /** offline until logged in (or while reception is lost), then what the nurse is doing with her calls */
  get status(): PhoneStatus {
    const snapshot = this.actor.getSnapshot();
    if (this.away || snapshot.matches({ duty: 'loggedOut' })) return 'offline';
    if (snapshot.matches({ duty: 'walking' })) return 'walking';
    if (snapshot.matches({ duty: 'atResident' })) return 'atResident';
    if (snapshot.matches({ duty: 'deciding' }) || snapshot.matches({ duty: 'ignoring' })) return 'ringing';
    return this.calls.size > 0 ? 'ringing' : 'idle';
  }

  /**
   * What the server sent that the phone could not read (not the protocol, or a frame the WebSocket refused): the
   * message is dropped (a refused frame ends that connection, as the WebSocket standard says); nothing is thrown.
   */
  get protocolFaults(): number {
    return this.faults;
  }

  /** logged in and free for the next call */
  get ready(): boolean {
    return this.actor.getSnapshot().matches({ duty: 'ready' });
  }

  /** the device whose call she is dealing with (deciding about, ignoring, walking to), if any */
  get device(): number | null {
    return this.actor.getSnapshot().context.current?.device_number ?? null;
  }

  /**
   * The end of her shift: she logs out on the phone and puts it away once the server said so (or refused). A phone
   * not through to the server (out of reception, or its Hello not yet answered) logs out once it is: the server
   * keeps a login across a lost connection (docs/protocols.md §7), so putting it away unheard would leave her
   * logged in on her colleagues' team views.
   */
  logOut(): void {
    this.leaving = true;
    if (this.welcomed && this.send({ type: 'Logout' })) return;
    if (!this.secret) return this.stop();
    this.actor.stop();
    this.away = false;
    const state = this.socket?.readyState;
    if (state !== WebSocket.CONNECTING && state !== WebSocket.OPEN) this.connect();
  }

  start(): void {
    this.actor.start();
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.actor.stop();
    this.socket?.close();
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Says something as this phone, beside what the machine does (a scenario's scripted nurse); false when offline. */
  send(message: AppClientMessage): boolean {
    return this.request(message) !== null;
  }

  /** Sends a frame with the phone's next request id and returns that id (null when offline). */
  request(message: AppClientMessage): number | null {
    if (this.socket?.readyState !== WebSocket.OPEN) return null;
    const id = ++this.requests;
    this.inFlight.set(id, message);
    if (this.inFlight.size > IN_FLIGHT) this.inFlight.delete(id - IN_FLIGHT);
    this.socket.send(JSON.stringify({ ...message, request_id: id }));
    return id;
  }

  private connect(): void {
    if (this.stopped || this.away) return;
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.addEventListener('open', () =>
      this.send(
        this.secret
          ? { type: 'Hello', client_id: this.secret.clientId, secret: this.secret.secret }
          : {
              type: 'Pair',
              token: this.options.token,
              permissions: ['post_notifications', 'full_screen_intents'],
            },
      ),
    );
    socket.addEventListener('message', (event) =>
      typeof event.data === 'string' ? this.receive(event.data) : (this.faults += 1),
    );
    // The runtime's WebSocket closes a connection whose frames it refuses (1007 invalid UTF-8, 1002) and says so here.
    socket.addEventListener('error', () => (this.faults += 1));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.welcomed = false;
      // a Logout sent as the server dropped the connection went unheard: say it again on a new one
      if (this.leaving) this.connect();
    });
  }

  private receive(text: string): void {
    const reading = readLine(text, APP_SERVER_PROTOCOL);
    if (reading.kind !== 'message') {
      // a type the phone does not know is a newer server's, not a fault
      if (reading.kind !== 'unknown') this.faults += 1;
      return;
    }
    const message = reading.message;
    this.received.push(message);
    this.options.onMessage?.(message);
    const refusal = message.type === 'Refused' ? this.refusal(message) : null;
    // Put away once the Logout is answered, or the phone cannot get through (its Hello or Pair refused); a late
    // refusal of an action sent before is not the Logout's answer.
    const through = refusal?.frame?.type;
    if (
      this.leaving &&
      (message.type === 'LoggedOut' || (refusal && through !== 'Action' && through !== 'Delivery'))
    )
      return this.stop();
    switch (message.type) {
      case 'Paired':
        this.secret = { clientId: message.client_id, secret: message.secret };
        return;
      case 'Welcome':
        this.welcomed = true;
        if (this.leaving) return void this.send({ type: 'Logout' });
        return this.actor.send({ type: 'CONNECTED' });
      case 'LoggedIn':
        return this.actor.send({ type: 'LOGGED_IN' });
      case 'Calls':
        this.calls.clear();
        for (const call of message.calls) this.calls.set(call.id, call);
        return this.feed();
      case 'Call':
        this.calls.set(message.call.id, message.call);
        return this.feed();
      case 'CallRemoved':
        this.calls.delete(message.call_id);
        return this.actor.send({ type: 'CALL_REMOVED', callId: message.call_id });
      default:
        return;
    }
  }

  /** The refused frame, by the request id the server echoed (docs/protocols.md §7). */
  private refusal(message: Extract<AppServerMessage, { type: 'Refused' }>): PhoneRefusal {
    const frame = message.request_id === undefined ? null : (this.inFlight.get(message.request_id) ?? null);
    if (message.request_id !== undefined) this.inFlight.delete(message.request_id);
    const refusal = { key: message.key, frame };
    this.refusals.push(refusal);
    return refusal;
  }

  /** One call at a time: the next one she has not dealt with, when she is free. */
  private feed(): void {
    if (!this.actor.getSnapshot().matches({ duty: 'ready' })) return;
    const next = [...this.calls.values()].find((c) => !this.handled.has(c.id));
    if (!next) return;
    this.handled.add(next.id);
    this.actor.send({ type: 'CALL', call: next });
  }
}
