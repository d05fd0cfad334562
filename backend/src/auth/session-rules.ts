// Sessions follow the credentials they were opened with: when an administrator resets a
// user's password, or deletes the user, every session of that user ends, on every socket too. The
// administrator's own session goes on when they changed their own password.
import type { UserRecord } from '../store/config-types.ts';
import type { RecordChange } from './grant-rules.ts';
import type { ActiveSession, SessionService } from './session-service.ts';

/** What ending the sessions reads: the caller's own session, and the sessions to end. */
export interface CredentialChangeContext {
  user: UserRecord | null;
  session: ActiveSession | null;
  services: { sessions: Pick<SessionService, 'endAllOf'> };
}

export function endSessionsOnCredentialChange(
  { before, after }: RecordChange,
  ctx: CredentialChangeContext,
): void {
  if (!before) return;
  if (after && after.password_hash === before.password_hash) return;
  const own = ctx.user?.id === before.id ? (ctx.session?.id ?? null) : null;
  ctx.services.sessions.endAllOf(before.id, after ? 'password_changed' : 'user_deleted', own);
}
