// Pairing a phone (spec 02 §3 app client, issue 19): the token of a client record, shown in app management,
// pairs exactly once; the phone gets a secret it says Hello with from then on (only its hash is stored). The
// licence's app_clients limit refuses further pairings (spec 01 §6, catalogue license_limit_reached). A token pairs
// only for a while after it was made (pairing-token.ts).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RefusalKey } from '@cs/contracts/app';
import type { Clock } from '@cs/contracts/clock';
import { DEVICE_PERMISSIONS } from '../../crud/entities/app.ts';
import type { AuditEntry } from '../../repositories/audit-repository.ts';
import type { EntityRepository } from '../../repositories/entity-repository.ts';
import type { InstallationRepository } from '../../repositories/installation-repository.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';

export interface PairingDeps {
  clock: Clock;
  entities: EntityRepository;
  installation: InstallationRepository;
  systems: SystemRepository;
  /** how long a pairing token pairs after it was made; default PAIRING_TOKEN_TTL_MS */
  pairingTokenTtlMs?: number;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const sameToken = (stored: unknown, given: string) => {
  if (typeof stored !== 'string' || stored.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(given));
};

export type Pairing = { ok: true; clientId: number; secret: string } | { ok: false; key: RefusalKey };

export function pair(
  deps: PairingDeps,
  token: string,
  permissions: readonly string[],
  expiresAt: (client: Readonly<Record<string, unknown>>) => number | null,
): Promise<Pairing> {
  // Read, check and write under the installation document's lock (ARCHITECTURE §5).
  return deps.entities.exclusive('installation', 0, async (): Promise<Pairing> => {
    const clients = deps.entities.list('installation', 'app_clients', 0);
    const client = clients.find((c) => sameToken(c.pairing_token, token));
    if (!client) return { ok: false, key: 'unknown_token' };
    if ((expiresAt(client) ?? 0) <= deps.clock.now()) return { ok: false, key: 'token_expired' };
    const max = deps.installation.licence().limits.app_clients;
    if (clients.filter((c) => typeof c.registration === 'string').length >= max)
      return { ok: false, key: 'license_limit_reached' };
    const secret = randomBytes(24).toString('base64url');
    const paired = {
      ...client,
      pairing_token: null,
      pairing_token_issued_at: null,
      registration: new Date(deps.clock.now()).toISOString(),
      permissions: DEVICE_PERMISSIONS.filter((p) => permissions.includes(p)),
      secret_hash: hashSecret(secret),
    };
    await deps.entities.save(
      'installation',
      'app_clients',
      0,
      clients.map((c) => (c.id === client.id ? paired : c)),
      null,
    );
    return { ok: true, clientId: client.id, secret };
  });
}

/** A pairing, or a refused one, as an audit row: the client and the permissions, never the token or secret. */
export function auditPairing(
  audit: { record(entry: AuditEntry): void } | undefined,
  result: Pairing,
  address: string | null = null,
): void {
  try {
    audit?.record({
      userId: 0,
      userName: 'app',
      action: 'pairAppClient',
      entity: 'app_client',
      entityId: result.ok ? result.clientId : null,
      changes: result.ok ? { paired: true } : { key: result.key },
      address,
      outcome: result.ok ? 'ok' : 'denied',
    });
  } catch {
    // the audit's disk is full: the phone still pairs (the registration is stored)
  }
}
