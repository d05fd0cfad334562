// Opens the stores and wires the repositories and services the transports share.
import type { Services } from './context.ts';
import { hashPassword } from './auth/password.ts';
import { SessionService } from './auth/session-service.ts';
import type { Clock } from './platform/clock.ts';
import { EventBus } from './platform/event-bus.ts';
import { AuditRepository } from './repositories/audit-repository.ts';
import { InstallationRepository } from './repositories/installation-repository.ts';
import { SessionRepository } from './repositories/session-repository.ts';
import { SystemRepository } from './repositories/system-repository.ts';
import { UserRepository } from './repositories/user-repository.ts';
import { seedDemoFacility } from './seed/demo-facility.ts';
import type { PasswordHasher } from './seed/demo-facility.ts';
import { openConfigStore } from './store/config-store.ts';
import { openHistoryDb } from './store/history-db.ts';

export interface ServiceOptions {
  dataDir: string;
  clock: Clock;
  sessionIdleMs: number;
  demoMode: boolean;
  /** tests pass a memoised hasher so the slow scrypt runs once per password and test file */
  seedPasswordHash?: PasswordHasher;
}

export async function openServices(options: ServiceOptions): Promise<{ services: Services; close: () => void }> {
  const { clock } = options;
  const config = await openConfigStore(options.dataDir, () => seedDemoFacility(options.seedPasswordHash ?? hashPassword, clock.now()));
  const history = openHistoryDb(options.dataDir);
  const services: Services = {
    clock,
    bus: new EventBus(),
    sessions: new SessionService(new SessionRepository(history), clock, options.sessionIdleMs),
    users: new UserRepository(config.installation),
    installation: new InstallationRepository(config.installation),
    systems: new SystemRepository(config.systems),
    audit: new AuditRepository(history, clock),
    demoMode: options.demoMode,
  };
  return { services, close: () => history.close() };
}
