// The pairing token of one of the demo's phones (spec 02 §7 demoClient): its token while it is unpaired and the token
// still pairs; a phone paired before, or a token expired, gets a fresh one, and its old secret stops working (the
// licence's count of paired phones stays the same). Only the demo's own embedded phones (`demo_client`, marked by the
// seed): re-pairing any other client here would take it from the real phone paired with it, whose next Hello would be
// refused (issue 33). Used by the demo's embedded browser clients (http/demo-app-routes.ts) and by trainer mode's
// scenario phones (scenario-stage.ts). Read and written under the installation document's lock, like pairing itself.
import type { Services } from '../context.ts';
import { newPairingToken } from '../modules/app-gateway/pairing-token.ts';

export type DemoPairing = { token: string } | { refused: 'unknown_app_client' | 'not_demo_app_client' };

export function demoPairingToken(services: Services, clientId: number): Promise<DemoPairing> {
  return services.entities.exclusive('installation', 0, async () => {
    const clients = services.entities.list('installation', 'app_clients', 0);
    const client = clients.find((c) => c.id === clientId);
    if (!client) return { refused: 'unknown_app_client' };
    if (client.demo_client !== true) return { refused: 'not_demo_app_client' };
    const now = services.clock.now();
    const expires = services.appGateway.tokenExpiresAt(client);
    if (typeof client.pairing_token === 'string' && expires !== null && expires > now)
      return { token: client.pairing_token };
    const unpaired = { ...client, ...newPairingToken(now), registration: null, secret_hash: null };
    await services.entities.save(
      'installation',
      'app_clients',
      0,
      clients.map((c) => (c.id === clientId ? unpaired : c)),
      null,
    );
    return { token: unpaired.pairing_token };
  });
}
