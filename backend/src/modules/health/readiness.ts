// /readyz's report (docs/deployment.md "Health checks"): ready when both stores are open and usable and every
// configured link to the call system (each system's Gets, each hub) is online; otherwise not ready, with one
// reason per failing part. A link that has not connected yet (just started, no address) counts as not ready:
// the displays cannot show that part's calls. Ids and states only: no names, addresses or credentials, since
// the endpoint answers without a login.
import type { Services } from '../../context.ts';
import type { SyncStatus } from '../../gateways/types.ts';
import type { StoreProbes } from '../../store/store-probes.ts';
import { PRODUCT_VERSION } from '../../platform/version.ts';

export interface SystemLinks {
  id: number;
  gets: SyncStatus;
  hubs: Array<{ id: number; status: SyncStatus }>;
}

export interface Readiness {
  status: 'ready' | 'not ready';
  version: string;
  stores: { config: string; history: string };
  systems: SystemLinks[];
  reasons: string[];
}

export function systemLinks(services: Pick<Services, 'systems' | 'calls' | 'hubs'>): SystemLinks[] {
  return services.systems.list().map((system) => ({
    id: system.id,
    gets: services.calls.gateway(system.id)?.status ?? 'unknown',
    hubs: services.hubs.hubs(system.id).map((hub) => ({ id: hub.hubId, status: hub.status })),
  }));
}

export function readiness(stores: StoreProbes, systems: SystemLinks[], closing: boolean): Readiness {
  const config = stores.config();
  const history = stores.history();
  const reasons = [
    ...(closing ? ['shutting down'] : []),
    ...(config ? [`config store: ${config}`] : []),
    ...(history ? [`history store: ${history}`] : []),
    ...systems.flatMap((s) => [
      ...(s.gets === 'online' ? [] : [`system ${s.id} Gets: ${s.gets}`]),
      ...s.hubs.filter((h) => h.status !== 'online').map((h) => `system ${s.id} hub ${h.id}: ${h.status}`),
    ]),
  ];
  return {
    status: reasons.length ? 'not ready' : 'ready',
    version: PRODUCT_VERSION,
    stores: { config: config ?? 'open', history: history ?? 'open' },
    systems,
    reasons,
  };
}
