// Session and system context (spec 01 §4) around the AppData query (spec 01 §7).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppDataDocument, type AppDataQuery } from '../../generated/graphql.ts';
import { DEFAULT_LICENCE } from '@cs/rules';
import { useRuntime } from '../runtime-context.tsx';
import { chooseSystem, storedSystem, storeSystem } from '../system/system-choice.ts';
import { readStoredUser, writeStoredUser, type AuthUser } from './stored-user.ts';

export type SystemParams = AppDataQuery['publicSystemParams'][number];

export interface AppData {
  user: AuthUser | null;
  licence: AppDataQuery['license'];
  appState: AppDataQuery['appState'] | null;
  globalSettings: AppDataQuery['globalSettings'] | null;
  globalAppSettings: AppDataQuery['globalAppSettings'] | null;
  systems: SystemParams[];
  systemId: number;
  /** AppData answered (or failed) at least once. */
  ready: boolean;
  /** Login sets the user, logout clears it (spec 01 §4 Session). */
  setUser: (user: AuthUser | null, how?: { logout?: boolean }) => void;
  /** The user logged out on purpose: no redirect query back to the page they left. */
  loggedOut: boolean;
  switchSystem: (id: number) => Promise<void>;
  refetch: () => Promise<void>;
}

const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData outside AppDataProvider');
  return value;
}

const isMissingAuth = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.code === 'MISSING_AUTH' || e.message.includes('MISSING_AUTH'));

export function AppDataProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const client = useApolloClient();
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [user, setUserState] = useState<AuthUser | null>(readStoredUser);
  const [systemId, setSystemId] = useState(() => {
    const id = chooseSystem(searchParams.get('system'), storedSystem(), []);
    runtime.system.id = id;
    return id;
  });

  const { data, error, refetch } = useQuery(AppDataDocument, {
    variables: { hasSession: !!user },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: false,
  });
  const [ready, setReady] = useState(false);

  const [loggedOut, setLoggedOut] = useState(false);
  const setUser = useCallback((next: AuthUser | null, how: { logout?: boolean } = {}) => {
    writeStoredUser(next);
    setUserState(next && next.id > 0 ? next : null);
    setLoggedOut(!next && how.logout === true);
  }, []);

  const applySystem = useCallback(
    async (id: number) => {
      storeSystem(id);
      runtime.system.id = id;
      setSystemId(id);
      // Switching resets caches, refetches AppData and restarts the live connection (spec 01 §4).
      await client.clearStore();
      await refetch();
      runtime.transport.restartSocket();
    },
    [client, refetch, runtime],
  );

  const switchSystem = useCallback(
    async (id: number) => {
      if (searchParams.has('system')) {
        setSearchParams(
          (p) => {
            p.delete('system');
            return p;
          },
          { replace: true },
        );
      }
      await applySystem(id);
    },
    [applySystem, searchParams, setSearchParams],
  );

  // AppData verifies the stored user: the server's authUser wins (id 0 = logged out).
  const lastData = useRef<AppDataQuery | undefined>(undefined);
  useEffect(() => {
    if (!data || data === lastData.current) return;
    lastData.current = data;
    setReady(true);
    const serverUser = data.authUser;
    if (serverUser.id > 0) setUser(serverUser);
    else if (user) setUser(null);
    const available = data.publicSystemParams.map((s) => s.id);
    const chosen = chooseSystem(String(systemId), null, available);
    if (chosen !== systemId) void applySystem(chosen);
  }, [data, user, setUser, systemId, applySystem]);

  useEffect(() => {
    if (!error) return;
    setReady(true);
    // App data load error: error notification unless MISSING_AUTH (spec 01 §8).
    if (!data && !isMissingAuth(error)) {
      runtime.notify({
        id: 'app-data-error',
        type: 'error',
        title: t('errors.appDataTitle'),
        text: t('errors.appDataText'),
      });
    }
  }, [error, data, runtime, t]);

  const value = useMemo<AppData>(
    () => ({
      user,
      licence: data?.license ?? DEFAULT_LICENCE,
      appState: data?.appState ?? null,
      globalSettings: data?.globalSettings ?? null,
      globalAppSettings: data?.globalAppSettings ?? null,
      systems: data?.publicSystemParams ?? [],
      systemId,
      ready,
      setUser,
      loggedOut,
      switchSystem,
      refetch: async () => {
        await refetch();
      },
    }),
    [user, data, systemId, ready, setUser, loggedOut, switchSystem, refetch],
  );
  return <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>;
}
