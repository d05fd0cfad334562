// The app gateway (docs/protocols.md §7, issue 19): paired phones connect, say who they are, log in as an app
// user and get the calls their group, section, display groups and subscriptions select (call-selection.ts);
// their actions and the server's escalation (call-offer.ts) land in the call log's action timeline with the
// app user's name. The transport (app-socket.ts) hands each connection to `connect`.
import type { AppClientMessage, AppServerMessage, RefusalKey } from '@cs/contracts/app';
import type { Clock } from '@cs/contracts/clock';
import type { AppClientRecord, AppUserRecord } from '../../store/config-types.ts';
import type { AppSettingsRecord } from '../app-management/app-settings.ts';
import type { CallOffer } from './call-offer.ts';
import { auditPairing, hashSecret, pair, type PairingDeps } from './pairing.ts';
import { PAIRING_TOKEN_TTL_MS, tokenExpiresAt } from './pairing-token.ts';
import { PairingGuard } from './pairing-guard.ts';
import { CallRouter, type CallRouterDeps } from './call-router.ts';
import { verifyPassword } from '../../auth/password.ts';
import { LoginRateLimiter, type RateLimits } from '../../auth/login-rate-limiter.ts';
import type { AuditEntry } from '../../repositories/audit-repository.ts';
import { refuse, type AppSession } from './app-session.ts';
import { clientStatus, type ClientStatus } from './client-status.ts';
import { sendTeamViews, teamOf } from './team-view.ts';

export type AppGatewayDeps = PairingDeps &
  Omit<CallRouterDeps, 'sessionsOf'> & {
    clock: Clock;
    settings: () => AppSettingsRecord;
    /** pairings are audited (spec 02 §3 audit); the audit redacts secrets and tokens at every depth */
    audit?: { record(entry: AuditEntry): void };
    /** the app users' login backoff (auth/login-rate-limiter.ts), per phone and user name */
    loginLimits?: RateLimits;
  };

export class AppGateway {
  private readonly sessions = new Set<AppSession>();
  /** who is logged in on each paired phone: a phone that lost reception is still logged in when it says Hello again */
  private readonly loggedIn = new Map<number, { user: AppUserRecord; systemId: number }>();
  readonly router: CallRouter;
  /** Slows guessing app users' passwords: per phone and name, and per phone over all names. */
  private readonly logins: LoginRateLimiter;
  /** Slows failed pairings per connection and address, and audits them per burst (pairing-guard.ts). */
  private readonly pairings: PairingGuard;
  private readonly startedAt: number;
  private connections = 0;

  constructor(private readonly deps: AppGatewayDeps) {
    this.logins = new LoginRateLimiter(deps.clock, deps.loginLimits);
    this.pairings = new PairingGuard(deps.clock, deps.audit, deps.loginLimits);
    this.startedAt = deps.clock.now();
    this.router = new CallRouter({
      ...deps,
      sessionsOf: (systemId, userId) => this.sessionsOf(systemId, userId),
      changed: (systemId) => this.sendTeams(systemId),
    });
  }

  start(): void {
    this.router.start();
  }

  stop(): void {
    this.router.stop();
    this.pairings.flush();
    this.sessions.clear();
  }

  /**
   * A new connection from `address` (the phone's, as far as trusted proxies tell); the transport calls `receive` with
   * each message and `disconnect` when it ends.
   */
  connect(
    send: (message: AppServerMessage) => void,
    close?: () => void,
    address: string | null = null,
  ): AppSession {
    const session: AppSession = {
      id: ++this.connections,
      address,
      send,
      close,
      clientId: null,
      systemId: null,
      user: null,
      refused: 0,
    };
    this.sessions.add(session);
    return session;
  }

  disconnect(session: AppSession): void {
    this.sessions.delete(session);
  }

  /** A client was unpaired (app management): its login ends and its connections close. */
  forgetClient(clientId: number): void {
    this.loggedIn.delete(clientId);
    for (const session of [...this.sessions])
      if (session.clientId === clientId) {
        session.user = null;
        session.systemId = null;
        session.clientId = null;
        refuse(session, 'unknown_client');
        session.close?.();
        this.sessions.delete(session);
      }
  }

  get connectedCount(): number {
    return this.sessions.size;
  }

  clientStatus(
    record: Readonly<Record<string, unknown>> & { id: number },
  ): ClientStatus & { pairing_token_expires_at: string | null; pairing_token_expired: boolean } {
    const expires = this.tokenExpiresAt(record);
    return {
      ...clientStatus(
        record,
        [...this.sessions].filter((s) => s.clientId === record.id),
        this.loggedIn.has(record.id),
      ),
      pairing_token_expires_at: expires === null ? null : new Date(expires).toISOString(),
      pairing_token_expired: expires !== null && expires <= this.deps.clock.now(),
    };
  }

  /** When a client's pairing token stops pairing (ms since epoch), null without a token. */
  tokenExpiresAt(record: Readonly<Record<string, unknown>>): number | null {
    return tokenExpiresAt(record, this.deps.pairingTokenTtlMs ?? PAIRING_TOKEN_TTL_MS, this.startedAt);
  }

  async receive(session: AppSession, message: AppClientMessage): Promise<void> {
    // every refusal names the frame it answers, when the phone numbered it (docs/protocols.md §7 request ids)
    const refuseFrame = (key: RefusalKey) => refuse(session, key, message.request_id);
    if (message.type === 'Pair') {
      const turn = this.pairings.begin(`connection:${session.id}`, session.address);
      if (turn.wait) {
        this.pairings.failed(session.address, 'too_many_pairing_attempts');
        return refuseFrame('too_many_pairing_attempts');
      }
      const result = await pair(this.deps, message.token, message.permissions, (c) => this.tokenExpiresAt(c));
      // A wrong or expired token is a guess (or a stale note): slowed, and audited per burst. The rest is not.
      if (!result.ok && result.key !== 'license_limit_reached') {
        this.pairings.failed(session.address, result.key);
        return refuseFrame(result.key);
      }
      turn.succeeded();
      auditPairing(this.deps.audit, result, session.address);
      if (!result.ok) return refuseFrame(result.key);
      session.clientId = result.clientId;
      session.send({ type: 'Paired', client_id: result.clientId, secret: result.secret });
      return session.send({ type: 'Welcome', client_id: result.clientId, user: null });
    }
    if (message.type === 'Hello') {
      const client = this.client(message.client_id);
      if (!client?.secret_hash || client.secret_hash !== hashSecret(message.secret))
        return refuseFrame('unknown_client');
      session.clientId = client.id;
      const login = this.loggedIn.get(client.id);
      session.user = login?.user ?? null;
      session.systemId = login?.systemId ?? null;
      const who = login ? this.whoIs(login) : null;
      session.send({
        type: 'Welcome',
        client_id: client.id,
        user: who?.user ?? null,
        display_name: who?.display_name ?? null,
        group: who?.group ?? null,
      });
      // A reconnecting phone gets its calls again (those accepted, offered or escalated to its user meanwhile).
      if (login) this.sendCalls(session, login.systemId, login.user.id);
      if (login) this.sendTeams(login.systemId);
      return;
    }
    if (session.clientId === null) return refuseFrame('not_paired');
    switch (message.type) {
      case 'Login': {
        // The phone is the 'address' of the backoff: a phone guessing passwords waits, the others do not.
        const attempt = this.logins.begin(message.user, `app-client:${session.clientId}`);
        if (!('succeeded' in attempt)) return refuseFrame('too_many_attempts');
        const found = this.findUser(message.user);
        if (!found || !(await verifyPassword(message.password, found.user.password_hash)))
          return refuseFrame('login_failed');
        attempt.succeeded();
        session.user = found.user;
        session.systemId = found.systemId;
        session.team = undefined;
        this.loggedIn.set(session.clientId, found);
        session.send({ type: 'LoggedIn', ...this.whoIs(found) });
        this.sendCalls(session, found.systemId, found.user.id);
        // the new member shows as logged in on her colleagues' team views too
        return this.sendTeams(found.systemId);
      }
      case 'Logout':
        if (this.deps.settings().logout_disabled) return refuseFrame('logout_disabled');
        return this.logOut(session.clientId);
      case 'Battery':
        // Spec 02 §3 logout_on_charge: a phone put on its charger is at the end of its shift. The setting is
        // the administrator's own rule, so it applies although logout_disabled stops the user's own logout.
        if (message.charging && this.deps.settings().logout_on_charge && this.loggedIn.has(session.clientId))
          return this.logOut(session.clientId, 'charging');
        return;
      case 'Action': {
        if (!session.user || session.systemId === null) return refuseFrame('not_logged_in');
        const result = this.router.act(session.systemId, message.call_id, session.user.id, message.action);
        return result.ok ? undefined : refuseFrame(result.key);
      }
      case 'Delivery':
        if (session.user && session.systemId !== null)
          this.router.delivered(session.systemId, message.call_id, session.user.id, message.state);
        return;
      default:
        return;
    }
  }

  /** Who is logged in, as the phone shows it: the user name, the display name and the group's name. */
  private whoIs(login: { user: AppUserRecord; systemId: number }) {
    const group = this.deps.systems
      .get(login.systemId)
      ?.app_user_groups?.find((g) => g.id === login.user.app_user_group_id);
    return {
      user: login.user.name,
      display_name: login.user.current_display_name ?? login.user.name,
      group: group?.name ?? '',
    };
  }

  /** Ends the login on a phone: every connection of it hears so and gets no further calls. */
  private logOut(clientId: number, reason?: 'charging'): void {
    const systemId = this.loggedIn.get(clientId)?.systemId;
    this.loggedIn.delete(clientId);
    for (const session of this.sessions)
      if (session.clientId === clientId) {
        session.user = null;
        session.systemId = null;
        session.team = undefined;
        session.send(reason ? { type: 'LoggedOut', reason } : { type: 'LoggedOut' });
      }
    if (systemId !== undefined) this.sendTeams(systemId);
  }

  /** The team view (team-view.ts) to the system's logged-in phones, while the app setting team_view_enabled is on. */
  private sendTeams(systemId: number): void {
    const settings = this.deps.settings();
    const doc = this.deps.systems.get(systemId);
    if (!settings.team_view_enabled || !doc) return;
    const loggedIn = new Set(
      [...this.loggedIn.values()].filter((l) => l.systemId === systemId).map((l) => l.user.id),
    );
    const offers = this.router.offers(systemId);
    const at = new Date(this.deps.clock.now()).toISOString();
    sendTeamViews(this.sessions, systemId, (groupId) => teamOf(doc, groupId, settings, loggedIn, offers), at);
  }

  /** The offers of a system (tests, statistics). */
  offers(systemId: number): CallOffer[] {
    return this.router.offers(systemId);
  }

  private sendCalls(session: AppSession, systemId: number, userId: number): void {
    const at = new Date(this.deps.clock.now()).toISOString();
    session.send({ type: 'Calls', calls: this.router.callsOf(systemId, userId), at });
    this.router.handedOver(systemId, userId);
  }

  private client(id: number): AppClientRecord | undefined {
    return (this.deps.entities.list('installation', 'app_clients', 0) as unknown as AppClientRecord[]).find(
      (c) => c.id === id,
    );
  }

  /** App users log in by name; a name is unique within its system, the first system that has it wins. */
  private findUser(name: string): { user: AppUserRecord; systemId: number } | null {
    for (const doc of this.deps.systems.list()) {
      const user = doc.app_users?.find((u) => u.name.toLowerCase() === name.trim().toLowerCase());
      if (user) return { user, systemId: doc.id };
    }
    return null;
  }

  private sessionsOf(systemId: number, userId: number): AppSession[] {
    return [...this.sessions].filter((s) => s.systemId === systemId && s.user?.id === userId);
  }
}
