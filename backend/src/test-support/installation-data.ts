// The installation document of a running test or bench server, to change in place what no operation may change:
// the licence's limits (a support engineer's signed file in a real installation) and the seeded roles'
// permissions. The one place that reaches into the repository's storage; the next write stores the change.
import type { Low } from 'lowdb';
import type { RunningServer } from '../server.ts';
import type { InstallationDoc } from '../store/config-types.ts';

export function installationDb(server: Pick<RunningServer, 'services'>): Low<InstallationDoc> {
  return (server.services.installation as unknown as { db: Low<InstallationDoc> }).db;
}

export const installationData = (server: Pick<RunningServer, 'services'>): InstallationDoc =>
  installationDb(server).data;

/** The installed licence (a demo or a set-up installation has one). */
export function licenceOf(server: Pick<RunningServer, 'services'>) {
  const { licence } = installationData(server);
  if (!licence) throw new Error('no licence installed');
  return licence;
}
