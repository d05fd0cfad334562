// Where the backend reaches each system's Gets and hubs, and the gateways it opens to them. A system added at
// runtime (system parameters) has no twin even in demo mode: the twin's ward is generated with the seeded
// configuration, and a new system's devices, call types and sections are its own. Its gateways connect to the
// address entered, as a real installation's would ('offline' until one answers).
import type { Clock } from '@cs/contracts/clock';
import type { GetsGateway } from './gateways/types.ts';
import { GetsNetworkGateway } from './gateways/gets-network-gateway.ts';
import { HubNetworkGateway } from './gateways/hub-network-gateway.ts';
import { linkStatusLogger } from './gateways/link-log.ts';
import { targetsFromConfig, type SystemTargets, type TargetOverrides } from './gateways/targets.ts';
import { CallService } from './modules/calls/call-service.ts';
import { HubService } from './modules/hubs/hub-service.ts';
import { AutoCommit } from './modules/sync/auto-commit.ts';
import { SyncService } from './modules/sync/sync-service.ts';
import type { EventBus } from './platform/event-bus.ts';
import type { CallLogRepository } from './repositories/call-log-repository.ts';
import type { EntityRepository } from './repositories/entity-repository.ts';
import type { SystemRepository } from './repositories/system-repository.ts';
import type { GatewayTuning } from './service-options.ts';

export type TargetsOf = (systemId: number) => SystemTargets | null;

/** A system's targets: the override (the embedded twin's ports) or the addresses its document names. */
export function gatewayTargets(
  systems: Pick<SystemRepository, 'get'>,
  overrides: TargetOverrides = new Map(),
): TargetsOf {
  return (systemId) => {
    const doc = systems.get(systemId);
    return overrides.get(systemId) ?? (doc ? targetsFromConfig(doc) : null);
  };
}

/** Opens the gateway to a system's Gets; its link changes are logged. */
export const getsGatewayOf =
  (targets: TargetsOf, clock: Clock, tuning: GatewayTuning) =>
  (systemId: number): GetsNetworkGateway => {
    const gateway = new GetsNetworkGateway({
      target: () => targets(systemId)?.gets ?? null,
      clock,
      ...tuning,
    });
    gateway.on(linkStatusLogger({ system: systemId, peer: 'gets' }));
    return gateway;
  };

/** Opens the gateway to one hub of a system; its link changes are logged. */
export const hubGatewayOf =
  (targets: TargetsOf, clock: Clock, tuning: GatewayTuning) =>
  (systemId: number, hubId: number): HubNetworkGateway => {
    const gateway = new HubNetworkGateway({
      hubId,
      target: () => targets(systemId)?.hubs.get(hubId) ?? null,
      clock,
      ...tuning,
    });
    gateway.on(linkStatusLogger({ system: systemId, peer: 'hub', hub: hubId }));
    return gateway;
  };

export interface SystemLinkDeps {
  systems: SystemRepository;
  entities: EntityRepository;
  clock: Clock;
  bus: EventBus;
  callLog: CallLogRepository;
  targets: TargetsOf;
  tuning: GatewayTuning;
  /** the device monitor follows every Gets link too; told of a system's gateway created at runtime */
  watchGets: (systemId: number, gateway: GetsGateway) => void;
}

/**
 * The services over each system's links: its calls (Gets), its hubs, the sync with the configurator, and the commit
 * made by itself after configuration changes (started).
 */
export function linkSystems(deps: SystemLinkDeps): {
  calls: CallService;
  hubs: HubService;
  sync: SyncService;
  autoCommit: AutoCommit;
} {
  const { systems, entities, clock, bus, targets, tuning } = deps;
  const calls = new CallService({
    systems,
    clock,
    bus,
    callLog: deps.callLog,
    createGateway: getsGatewayOf(targets, clock, tuning),
    connection: (systemId) => JSON.stringify(targets(systemId)?.gets ?? null),
    onGatewayCreated: (systemId, gateway) => {
      hubs.outdated.watchGets(systemId, gateway);
      sync.watch(systemId, gateway);
      deps.watchGets(systemId, gateway);
    },
  });
  const hubs = new HubService(systems, hubGatewayOf(targets, clock, tuning), {
    getsOf: (systemId) => calls.gateway(systemId),
    bus,
    connection: (systemId, hubId) => JSON.stringify(targets(systemId)?.hubs.get(hubId) ?? null),
  });
  const sync = new SyncService({
    systems,
    entities,
    clock,
    bus,
    gateway: (systemId) => calls.gateway(systemId),
  });
  // The systems there at start (onGatewayCreated above covers those added later): commits started at the Gets,
  // the firmware version on every (re)connect (spec 01 §3 committing_gets_config, configurator_version).
  for (const doc of systems.list()) {
    const gateway = calls.gateway(doc.id);
    if (gateway) sync.watch(doc.id, gateway);
  }
  const autoCommit = new AutoCommit({ bus, clock, systems, sync });
  autoCommit.start();
  return { calls, hubs, sync, autoCommit };
}
