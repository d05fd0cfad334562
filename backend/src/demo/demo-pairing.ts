// The pairing token of one of the demo's phones (spec 02 §7 demoClient): its token while it is unpaired; a phone
// paired before gets a fresh one, and its old secret stops working (the licence's count of paired phones stays the
// same). Used by the demo's embedded browser clients (http/demo-app-routes.ts) and by trainer mode's scenario phones
// (scenario-stage.ts). Read and written under the installation document's lock, like pairing itself.
import { randomBytes } from 'node:crypto';
import type { Services } from '../context.ts';

/** null: no such app client. */
export function demoPairingToken(services: Services, clientId: number): Promise<string | null> {
  return services.entities.exclusive('installation', 0, async () => {
    const clients = services.entities.list('installation', 'app_clients', 0);
    const client = clients.find((c) => c.id === clientId);
    if (!client) return null;
    if (typeof client.pairing_token === 'string') return client.pairing_token;
    const fresh = randomBytes(12).toString('base64url');
    const unpaired = { ...client, pairing_token: fresh, registration: null, secret_hash: null };
    await services.entities.save(
      'installation',
      'app_clients',
      0,
      clients.map((c) => (c.id === clientId ? unpaired : c)),
      null,
    );
    return fresh;
  });
}
