// The REAL backend (createServer, temp data dir) and the twin in ONE process, connected over loopback
// sockets through the real gateways, driven by ONE simulated clock (ARCHITECTURE §7, §10). Time moves only
// when the system is quiet (quiet.ts), so a ward day runs in seconds and runs the same every time.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SimulatedClock } from '@cs/contracts/clock';
import { graphqlAnswer, type GraphqlAnswer } from '@cs/contracts/graphql-answer';
import { loginAnswer } from '@cs/contracts/session';
import type { z } from 'zod';
import type { TwinSystem, Ward } from '@cs/twin';
import { hashPassword } from '../../backend/src/auth/password.ts';
import type { Services } from '../../backend/src/context.ts';
import type { GetsGatewayEvent, HubGatewayEvent } from '../../backend/src/gateways/types.ts';
import type { CallLogEntry } from '../../backend/src/repositories/call-log-repository.ts';
import { DEMO_SYSTEMS, demoWard, type DemoSystemSpec } from '../../backend/src/seed/demo-facility.ts';
import { createServer, type RunningServer } from '../../backend/src/server.ts';
import { QuietDetector } from './quiet.ts';

/** The facility of a scenario: the seeded demo facility (two systems) or one generated ward. */
export type FacilitySpec =
  { kind: 'demo'; systems?: number[] } | { kind: 'ward'; beds: number; seed: number; name?: string };

export function facilitySystems(facility: FacilitySpec): DemoSystemSpec[] {
  if (facility.kind === 'demo')
    return DEMO_SYSTEMS.filter((s) => !facility.systems || facility.systems.includes(s.id));
  return [
    {
      id: 1,
      name: facility.name ?? `Station ${facility.beds} Betten`,
      seed: facility.seed,
      size: { beds: facility.beds },
      getsPort: 0,
      hubPort: 0,
    },
  ];
}

export function facilityWards(facility: FacilitySpec): Map<number, Ward> {
  const systems = facilitySystems(facility);
  return new Map(systems.map((s) => [s.id, demoWard(s.id, systems) as Ward]));
}

export interface ObservedMessage {
  at: number;
  systemId: number | null;
  subject: string;
  payload: string | null;
}

export interface ObservedEvent {
  at: number;
  systemId: number;
  source: 'gets' | 'hub';
  hubId?: number;
  event: GetsGatewayEvent | HubGatewayEvent;
}

// Seeded passwords are hashed once per process (scrypt is slow on purpose); logins still verify for real.
const hashes = new Map<string, Promise<string>>();
const memoHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface SimulationOptions {
  facility: FacilitySpec;
  startMs: number;
  /**
   * 0 (default): the clock stops at every due timer and waits for quiet. Larger: timers due within one
   * quantum fire together before the wait (weeks of battery drain); must stay well below the 30 s
   * heartbeat silence limit.
   */
  quantumMs?: number;
}

/** Who sends an operation (none: anonymous, as a display) and for which system (1 unless said). */
interface GraphqlOptions {
  user?: string | null;
  system?: number;
}

export class Simulation {
  readonly clock: SimulatedClock;
  readonly quiet = new QuietDetector();
  readonly twins = new Map<number, TwinSystem>();
  readonly messages: ObservedMessage[] = [];
  readonly events: ObservedEvent[] = [];
  server!: RunningServer;
  private dataDir = '';
  private offs: Array<() => void> = [];
  private cookies = new Map<string, string>();
  quantumMs: number;

  private constructor(readonly options: SimulationOptions) {
    this.clock = new SimulatedClock(options.startMs);
    this.quantumMs = options.quantumMs ?? 0;
  }

  static async start(options: SimulationOptions): Promise<Simulation> {
    const sim = new Simulation(options);
    sim.dataDir = mkdtempSync(path.join(tmpdir(), 'cs-scenario-'));
    sim.server = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: sim.dataDir,
      clock: sim.clock,
      staticDir: null,
      hardened: true,
      seedPasswordHash: memoHash,
      restartAnnounceAgainMs: null,
      // Its history goes with the temporary folder: in memory it costs no file lock, WAL write or checkpoint per
      // commit (a ward day commits about 20,000 times); the schema, triggers and SQL are the same.
      historyInMemory: true,
      simulation: {
        systems: facilitySystems(options.facility),
        onTwin: (id, twin) => sim.twins.set(id, twin),
      },
    });
    const { services } = sim.server;
    sim.offs.push(services.bus.on('systemMessage', (m) => sim.messages.push({ at: sim.clock.now(), ...m })));
    for (const systemId of sim.twins.keys()) {
      const gateway = services.calls.gateway(systemId);
      if (gateway)
        sim.offs.push(
          gateway.on((event) => sim.events.push({ at: sim.clock.now(), systemId, source: 'gets', event })),
        );
      for (const hub of services.hubs.hubs(systemId))
        sim.offs.push(
          hub.on((event) =>
            sim.events.push({ at: sim.clock.now(), systemId, source: 'hub', hubId: hub.hubId, event }),
          ),
        );
    }
    await sim.quiet.wait();
    return sim;
  }

  get services(): Services {
    return this.server.services;
  }

  now(): number {
    return this.clock.now();
  }

  twin(systemId = 1): TwinSystem {
    const twin = this.twins.get(systemId);
    if (!twin) throw new Error(`system ${systemId} is not simulated`);
    return twin;
  }

  /** Runs the simulated clock to `target`, waiting for quiet after every due time (or quantum). */
  async advanceTo(target: number): Promise<void> {
    await this.quiet.wait();
    for (;;) {
      const next = this.clock.nextDue();
      if (next === null || next > target) break;
      this.clock.fireUntil(this.quantumMs > 0 ? Math.min(target, next + this.quantumMs) : next);
      await this.quiet.wait();
    }
    this.clock.moveTo(target);
    await this.quiet.wait();
  }

  advanceBy(ms: number): Promise<void> {
    return this.advanceTo(this.clock.now() + ms);
  }

  /** Something done to the twin (a press, a fault): let its effects reach the backend at this instant. */
  async settle(): Promise<void> {
    this.clock.fireUntil(this.clock.now()); // zero-delay timers the action scheduled
    await this.quiet.wait();
  }

  // ---- the backend over HTTP, as a console would use it ----

  async login(user: string): Promise<string> {
    const known = this.cookies.get(user);
    if (known) return known;
    const response = await fetch(`${this.server.url}/backend/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password: user }),
    });
    const body = loginAnswer.parse(await response.json());
    const cookie = /cs_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (!body.ok || !cookie) throw new Error(`login as ${user} failed (HTTP ${response.status})`);
    this.cookies.set(user, cookie);
    return cookie;
  }

  /**
   * An operation as a console would send it; the answer is read through GraphQL's frame and, given, the data's
   * schema (an answer that does not fit fails the scenario, saying where).
   */
  async graphql(
    query: string,
    variables?: Record<string, unknown>,
    options?: GraphqlOptions,
  ): Promise<GraphqlAnswer<unknown>>;
  async graphql<T>(
    query: string,
    variables: Record<string, unknown>,
    options: GraphqlOptions,
    data: z.ZodType<T>,
  ): Promise<GraphqlAnswer<T>>;
  async graphql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    options: GraphqlOptions = {},
    data?: z.ZodType<T>,
  ): Promise<GraphqlAnswer<unknown>> {
    const cookie = options.user ? await this.login(options.user) : null;
    const response = await fetch(`${this.server.url}/backend/query`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cs-system': String(options.system ?? 1).padStart(2, '0'),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const answer = graphqlAnswer.parse(await response.json());
    await this.quiet.wait();
    if (!data) return answer;
    if (answer.data == null) return { errors: answer.errors };
    // With errors, the data may be partial: what does not fit is no data.
    const read = answer.errors?.length ? data.safeParse(answer.data).data : data.parse(answer.data);
    return { data: read, errors: answer.errors };
  }

  callLog(systemId = 1): CallLogEntry[] {
    // Newest first from the repository; the timeline wants them in the order they were written.
    return this.services.callLog.list(systemId, 1_000_000).reverse();
  }

  /** SHA-256 of the whole call log of every system, in write order: the determinism fingerprint. */
  callLogHash(): string {
    const hash = createHash('sha256');
    for (const systemId of [...this.twins.keys()].sort())
      for (const row of this.callLog(systemId)) hash.update(JSON.stringify(row) + '\n');
    return hash.digest('hex');
  }

  async stop(): Promise<void> {
    for (const off of this.offs) off();
    await this.server.close();
    this.quiet.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
