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
import { FACILITY_TIME_ZONE } from '@cs/rules/time';
import { useRuntime } from '../runtime-context.tsx';
import { useFirstRender } from '../ssr/first-render.ts';
import type { Runtime } from '../runtime.ts';
import { changeLocale, isLocale } from '../i18n/i18n.ts';
import { chooseSystem, DEFAULT_SYSTEM_ID, storedSystem, storeSystem } from '../system/system-choice.ts';
import { useRetryOnError } from '../transport/use-retry-on-error.ts';
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
  /**
   * The system asked for (URL or stored choice) that turned out unavailable (HTTP 424, socket close 4424, or
   * not among the available ones); the first available one is shown instead. null when nothing fell back.
   */
  systemFallback: number | null;
  /** HTTP 424 or close 4424 where a page must not leave (the display): fall back to the default system. */
  fallBackFromUnavailableSystem: () => void;
  refetch: () => Promise<void>;
}

const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData outside AppDataProvider');
  return value;
}

/**
 * The facility's time zone of a system (default: the current one), from its system parameter `timezone`
 * (spec 01 §9: times show and are typed in the facility's zone). Outside the app's data (a part rendered alone),
 * and until AppData answers, the default zone.
 */
export function useFacilityZone(systemId?: number): string {
  const value = useContext(AppDataContext);
  const id = systemId ?? value?.systemId;
  return value?.systems.find((s) => s.id === id)?.time_zone ?? FACILITY_TIME_ZONE;
}

const isMissingAuth = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => e.extensions?.code === 'MISSING_AUTH' || e.message.includes('MISSING_AUTH'));

/** The system a page opens with: the address's ?system, else the one chosen last (spec 01 §2 system context). */
const initialSystem = (queryParam: string | null) => chooseSystem(queryParam, storedSystem(), []);
const appDataVariables = (user: AuthUser | null) => ({ hasSession: !!user });

/**
 * Cold start: AppData asked for as soon as the runtime exists (main.tsx), with the system and variables the provider
 * will ask with; its query then takes this answer instead of waiting a round trip after the first render.
 */
export function prefetchAppData(runtime: Runtime, search: string): void {
  runtime.system.id = initialSystem(new URLSearchParams(search).get('system'));
  runtime.transport.prefetch(AppDataDocument, appDataVariables(readStoredUser()));
}

export function AppDataProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const client = useApolloClient();
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // A server-rendered display (ARCHITECTURE §12a) starts from the AppData it was rendered with: an anonymous
  // visitor's, as the backend renders only for requests without a session.
  const first = useFirstRender();
  const [user, setUserState] = useState<AuthUser | null>(() => (first ? null : readStoredUser()));
  const [systemId, setSystemId] = useState(() => {
    const id = initialSystem(searchParams.get('system'));
    runtime.system.id = id;
    return id;
  });

  const query = useQuery(AppDataDocument, {
    variables: appDataVariables(user),
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: false,
  });
  const { error, refetch } = query;
  // The server's answer until our own arrives (asked for once hydrated; a failure keeps the server's).
  const [seed, setSeed] = useState(first?.appData);
  if (seed && query.data) setSeed(undefined);
  const data = query.data ?? seed;
  const [ready, setReady] = useState(!!first);
  const [systemFallback, setSystemFallback] = useState<number | null>(null);
  // The wall display needs the systems' names and weekend windows: a failed load is tried again.
  useRetryOnError(!!error && !data && !isMissingAuth(error), refetch);

  const [loggedOut, setLoggedOut] = useState(false);
  const setUser = useCallback(
    (next: AuthUser | null, how: { logout?: boolean } = {}) => {
      // Spec 01 §3 AuthUser.locale: a user who logs in gets their own language (and Accept-Language with it).
      const locale = next?.locale?.toLowerCase();
      const before = readStoredUser()?.id ?? null;
      if (next && next.id !== before && isLocale(locale)) void changeLocale(i18n, locale);
      writeStoredUser(next);
      setUserState(next && next.id > 0 ? next : null);
      setLoggedOut(!next && how.logout === true);
      // The live connection carries the session it was opened with (the cookie of its upgrade request): after a
      // login or logout it starts anew, or a subscription that needs the session (device search, the sync error
      // popup) is refused as anonymous until the next reload.
      if ((next?.id ?? null) !== before) runtime.transport.restartSocket();
    },
    [i18n, runtime],
  );

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
    if (chosen !== systemId) {
      setSystemFallback(systemId);
      void applySystem(chosen);
    }
  }, [data, user, setUser, systemId, applySystem]);

  useEffect(() => {
    if (!error) return;
    setReady(true);
    // The stored user's session is gone (the server refuses globalAppSettings, and with it the whole answer): the
    // user is logged out here too, and AppData asks again without a session (spec 01 §4 session).
    if (isMissingAuth(error) && user) setUser(null);
    // App data load error: error notification unless MISSING_AUTH (spec 01 §8).
    if (!data && !isMissingAuth(error)) {
      runtime.notify({
        id: 'app-data-error',
        type: 'error',
        title: t('errors.appDataTitle'),
        text: t('errors.appDataText'),
      });
    }
  }, [error, data, runtime, t, user, setUser]);

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
      systemFallback,
      fallBackFromUnavailableSystem: () => {
        if (runtime.system.id === DEFAULT_SYSTEM_ID) return;
        console.warn(`system ${runtime.system.id} unavailable: falling back to the first system`);
        setSystemFallback(runtime.system.id);
        void applySystem(DEFAULT_SYSTEM_ID);
      },
      refetch: async () => {
        await refetch();
      },
    }),
    [
      user,
      data,
      systemId,
      ready,
      setUser,
      loggedOut,
      switchSystem,
      systemFallback,
      applySystem,
      runtime,
      refetch,
    ],
  );
  return <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>;
}
