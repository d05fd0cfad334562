// Unpairing a client (spec 02 §3 app client, docs/decisions/app-management.md): the phone's registration,
// permissions and secret are forgotten, its connections and login end, and the client waits for the next phone
// with a new pairing token. The same mutation makes a new token for a client whose token expired unused. Under the installation document's lock like pairing itself (ARCHITECTURE §5).
import { ValidationFailed, validationError } from '../../auth/errors.ts';
import type { GraphQLContext } from '../../context.ts';
import type { EntityRecord } from '../../crud/entity.ts';
import { newPairingToken } from '../app-gateway/pairing-token.ts';

export function unpairAppClient(ctx: GraphQLContext, id: number): Promise<EntityRecord> {
  const { entities, appGateway } = ctx.services;
  return entities.exclusive('installation', 0, async () => {
    const clients = entities.list('installation', 'app_clients', 0);
    const client = clients.find((c) => c.id === id);
    if (!client) throw new ValidationFailed([validationError(ctx.locale, 'id', 'invalid', {})]);
    const next: EntityRecord = {
      ...client,
      ...newPairingToken(ctx.services.clock.now()),
      registration: null,
      permissions: [],
      secret_hash: null,
    };
    await entities.save(
      'installation',
      'app_clients',
      0,
      clients.map((c) => (c.id === id ? next : c)),
      null,
    );
    appGateway.forgetClient(id);
    // The audit names what changed, never the token (the audit redacts it anyway).
    ctx.auditChanges = {
      change: 'updated',
      fields: { registration: { before: client.registration ?? null, after: null } },
    };
    return { ...next, ...appGateway.clientStatus(next) };
  });
}
