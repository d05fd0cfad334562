// The demo's shift (issue 19): while the trainer has them on, the embedded twin runs a simulated phone for each
// roster nurse (seed/demo-roster.ts) on the current shift of her system, beside the demo's three browser clients.
// The shift comes from the analytics' shift boundaries (modules/analytics/shift-settings.ts, one fact in one place)
// at the demo clock's hour in the facility's zone; at a boundary the leaving shift's phones log out and the coming
// shift's log in. The phones say Hello with a secret of their own, given when they first start (like a phone
// re-paired in the ward): only its hash is stored. Everything runs on the injected clock; the nurses are seeded.
import { randomBytes } from 'node:crypto';
import type { Clock } from '@cs/contracts/clock';
import type { DemoPhone, DemoPhonesState, DemoShiftName } from '@cs/contracts/demo';
import { wallClock } from '@cs/rules/time';
import { shiftOf } from '../modules/analytics/analytics-groups.ts';
import { shiftsOf } from '../modules/analytics/shift-settings.ts';
import { hashSecret } from '../modules/app-gateway/pairing.ts';
import { ROSTER_PASSWORD, type RosterPhone } from '../seed/demo-roster.ts';
import { systemTimeZone } from '../store/system-zone.ts';
import type { EntityRepository } from '../repositories/entity-repository.ts';
import type { SystemRepository } from '../repositories/system-repository.ts';
import type { DemoControl, DemoPhoneHandle } from './demo-control.ts';

/** How often the shift looks at the clock (a boundary is whole hours: at most this late). */
export const SHIFT_CHECK_MS = 30_000;

/** What the shift reads: the clock, the systems' documents and shift boundaries, the embedded twin (null: none). */
export interface DemoShiftDeps {
  clock: Clock;
  systems: Pick<SystemRepository, 'get'>;
  entities: Pick<EntityRepository, 'list' | 'exclusive' | 'save'>;
  demo: Pick<DemoControl, 'systemIds' | 'createPhone'> | null;
}

type Running = { phone: DemoPhoneHandle; roster: RosterPhone };

export class DemoShift {
  private on = false;
  private readonly running = new Map<number, Running>();
  /** the phones' own secrets (in memory, as on the phones): given once per backend start */
  private readonly secrets = new Map<number, string>();
  private readonly shifts = new Map<number, DemoShiftName>();
  private timer: unknown = null;
  /** bumped by every switch: a start still giving secrets when the trainer switched off does not start phones */
  private generation = 0;

  constructor(
    private readonly services: DemoShiftDeps,
    /** ws://host:port/ws/app of this server (trainer mode's scenario phones use it too) */
    readonly url: string,
    private readonly roster: readonly RosterPhone[],
  ) {}

  async setOn(on: boolean): Promise<DemoPhonesState> {
    if (on === this.on) return this.state();
    this.on = on;
    const generation = ++this.generation;
    if (!on) {
      this.services.clock.clearTimeout(this.timer);
      this.timer = null;
      for (const { phone } of this.running.values()) phone.logOut();
      this.running.clear();
      this.shifts.clear();
      return this.state();
    }
    await this.giveSecrets();
    if (generation !== this.generation) return this.state();
    this.check();
    return this.state();
  }

  state(): DemoPhonesState {
    const phones: DemoPhone[] = [...this.running.values()].map(({ phone, roster }) => {
      const doc = this.services.systems.get(roster.systemId);
      const device = phone.device;
      const node = device === null ? undefined : doc?.nodes.find((n) => n.id === device);
      return {
        client_id: roster.clientId,
        system_id: roster.systemId,
        system_name: doc?.name ?? '',
        user: roster.user,
        display_name: roster.nurse.display,
        section: doc?.sections.find((s) => s.id === roster.nurse.section_id)?.name ?? '',
        shift: roster.nurse.shift,
        status: phone.status,
        call: node ? node.text_long || node.name : null,
      };
    });
    return {
      on: this.on,
      shifts: [...this.shifts].map(([system_id, shift]) => ({ system_id, shift })),
      phones: phones.sort((a, b) => a.system_id - b.system_id || a.client_id - b.client_id),
    };
  }

  close(): void {
    this.services.clock.clearTimeout(this.timer);
    this.timer = null;
    for (const { phone } of this.running.values()) phone.stop();
    this.running.clear();
  }

  /** The shift of each simulated system now; a changed one sends the leaving phones home and starts the coming. */
  private check(): void {
    if (!this.on) return;
    const now = this.services.clock.now();
    for (const systemId of this.services.demo?.systemIds ?? []) {
      const doc = this.services.systems.get(systemId);
      if (!doc) continue;
      const shift = shiftOf(
        wallClock(now, systemTimeZone(doc)).hour,
        shiftsOf(this.services.entities, systemId),
      );
      if (this.shifts.get(systemId) === shift) continue;
      this.shifts.set(systemId, shift);
      for (const [clientId, running] of this.running)
        if (running.roster.systemId === systemId && running.roster.nurse.shift !== shift) {
          running.phone.logOut();
          this.running.delete(clientId);
        }
      for (const roster of this.roster)
        if (roster.systemId === systemId && roster.nurse.shift === shift) this.start(roster);
    }
    this.timer = this.services.clock.setTimeout(() => this.check(), SHIFT_CHECK_MS);
  }

  private start(roster: RosterPhone): void {
    const secret = this.secrets.get(roster.clientId);
    if (!secret || this.running.has(roster.clientId) || !this.services.demo) return;
    const { nurse } = roster;
    const phone = this.services.demo.createPhone({
      systemId: roster.systemId,
      url: this.url,
      paired: { clientId: roster.clientId, secret },
      user: roster.user,
      password: ROSTER_PASSWORD,
      // Now and then out of reception (a stairwell, the lift): about every four hours for half a minute.
      behaviour: { ...nurse.behaviour, lossEveryMeanMin: 240, lossMeanS: 30 },
      seed: nurse.seed,
      clock: this.services.clock,
    });
    this.running.set(roster.clientId, { phone, roster });
    phone.start();
  }

  /**
   * A secret for every roster phone of the simulated systems that has none yet, its hash written in one save under
   * the installation's lock. A phone whose client was deleted or unpaired in app management gets none: it stays off.
   */
  private async giveSecrets(): Promise<void> {
    const systems = new Set(this.services.demo?.systemIds ?? []);
    const wanted = this.roster.filter((r) => systems.has(r.systemId) && !this.secrets.has(r.clientId));
    if (wanted.length === 0) return;
    const { entities } = this.services;
    await entities.exclusive('installation', 0, async () => {
      const clients = entities.list('installation', 'app_clients', 0);
      const fresh = new Map<number, string>();
      for (const r of wanted) {
        const client = clients.find((c) => c.id === r.clientId);
        if (client && typeof client.registration === 'string')
          fresh.set(r.clientId, randomBytes(24).toString('base64url'));
      }
      if (fresh.size === 0) return;
      await entities.save(
        'installation',
        'app_clients',
        0,
        clients.map((c) => {
          const secret = fresh.get(c.id as number);
          return secret ? { ...c, secret_hash: hashSecret(secret) } : c;
        }),
        null,
      );
      for (const [clientId, secret] of fresh) this.secrets.set(clientId, secret);
    });
  }
}
