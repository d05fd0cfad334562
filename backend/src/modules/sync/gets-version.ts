// The Gets' firmware version (spec 01 §3 appState.configurator_version, spec 02 §3 system parameter version),
// asked on every (re)connect: the snapshot that opens the stream names it (docs/protocols.md §3), else
// GET /api/v1/version does. Stored in the system document only when it changed, under the document's lock.
import type { GetsGateway } from '../../gateways/types.ts';
import { log } from '../../platform/logger.ts';
import type { EntityRepository } from '../../repositories/entity-repository.ts';

export async function recordGetsVersion(
  entities: EntityRepository,
  systemId: number,
  gateway: GetsGateway,
  fromSnapshot: string | null,
): Promise<void> {
  try {
    const version = fromSnapshot ?? (await gateway.version()).version;
    await entities.exclusive('system', systemId, async () => {
      const doc = entities.systemDoc(systemId);
      if (!doc || doc.configurator.version === version) return;
      await entities.patchSystem(systemId, { configurator: { ...doc.configurator, version } });
    });
  } catch (error) {
    // the version stays as it was; the next reconnect asks again
    log().warn({ err: error, system: systemId }, 'sync: the configurator version could not be recorded');
  }
}
