// Beyond the spec, because a wall display is safety-relevant (ARCHITECTURE §11): when the live
// connection is lost the display says so within 2 s. The transport pings every second and closes a socket
// whose pong is missing; graphql-ws retries forever and re-subscribes, and callsChanged sends the full
// current list on subscribe, so the list is whole again as soon as the banner goes.
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import classes from '../display.module.css';

/** Before the first connection, give the socket this long before calling it lost. */
export const FIRST_CONNECT_GRACE_MS = 2_000;

type LinkState = 'connecting' | 'up' | 'lost';
const connecting = (): LinkState => 'connecting';

/** The live connection: not yet opened, up, or lost after it was up; still connecting on the server and while
 * hydrating (ARCHITECTURE §12a), as the server's HTML has it. */
function useLiveConnection(): LinkState {
  const { connection } = useRuntime().transport;
  return useSyncExternalStore(
    connection.subscribe,
    () => (connection.connected() ? 'up' : connection.everConnected() ? 'lost' : 'connecting'),
    connecting,
  );
}

/**
 * The backend is connected but its link to a system's call system (the Gets) is down (CallsChange.link is not
 * 'online'): the calls shown are the last known list. Same banner, its own words; per system when the display
 * shows several.
 */
export function LinkLostBanner({ systems, showSystem }: { systems: readonly string[]; showSystem: boolean }) {
  const { t } = useTranslation();
  if (systems.length === 0) return null;
  return (
    <div className={classes.banner} role="alert" data-testid="link-lost">
      <IconPlugConnectedX size="1.4em" aria-hidden />
      {showSystem
        ? t('labelled.text', { label: systems.join(', '), text: t('display.linkLost') })
        : t('display.linkLost')}
    </div>
  );
}

export function ConnectionBanner({ forceLost = false }: { forceLost?: boolean }) {
  const { t } = useTranslation();
  const { clock } = useRuntime();
  const link = useLiveConnection();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = clock.setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => clock.clearTimeout(timer);
  }, [clock]);
  const lost = forceLost || link === 'lost' || (link === 'connecting' && graceOver);
  if (!lost) return null;
  return (
    <div className={classes.banner} role="alert" data-testid="connection-lost">
      <IconPlugConnectedX size="1.4em" aria-hidden />
      {t('display.connectionLost')}
    </div>
  );
}
