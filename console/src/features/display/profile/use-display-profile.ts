// Profile routing (spec 01 §2 call display screen): the profile of the slug, the redirects (unknown slug ->
// plain display; no slug and no query -> the remembered profile), and the effective settings of profile and
// URL parameters (spec 01 §2 URL parameters, §3 display profile), with the profile's language applied.
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DisplayProfilesDocument } from '../../../generated/graphql.ts';
import { switchLocale } from '../../../platform/i18n/i18n.ts';
import { useAppData } from '../../../platform/session/app-data-context.tsx';
import { useOnReconnect } from '../../../platform/transport/use-on-reconnect.ts';
import { useRetryOnError } from '../../../platform/transport/use-retry-on-error.ts';
import { effectiveSettings, type DisplayProfile, type DisplaySettings } from '../display-settings.ts';
import { hasQuery, parseDisplayParams } from '../url-params.ts';
import { rememberedProfile, rememberProfile } from './remembered-profile.ts';

export interface DisplayProfileState {
  profiles: readonly DisplayProfile[];
  profile: DisplayProfile | null;
  settings: DisplaySettings;
  refetchProfiles: () => Promise<unknown>;
}

export function useDisplayProfile(slug: string | null): DisplayProfileState {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { systems, systemId } = useAppData();

  const query = useQuery(DisplayProfilesDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useRetryOnError(query.networkStatus === NetworkStatus.error, query.refetch);
  useOnReconnect(() => void query.refetch().catch(() => {}));
  const loaded = !!query.data;
  const profiles = useMemo(() => query.data?.displayProfiles ?? [], [query.data]);
  const profile = slug ? (profiles.find((p) => p.slug === slug) ?? null) : null;

  useEffect(() => {
    if (!loaded) return;
    if (slug && !profile) {
      navigate(`/display${location.search}`, { replace: true });
    } else if (slug && profile) {
      rememberProfile(slug);
    } else if (!slug && !hasQuery(location.search)) {
      const remembered = rememberedProfile();
      if (remembered && profiles.some((p) => p.slug === remembered))
        navigate(`/display/${remembered}`, { replace: true });
    }
  }, [loaded, profiles, profile, slug, location.search, navigate]);

  const url = useMemo(() => parseDisplayParams(location.search), [location.search]);
  const systemKey = systems.map((s) => s.id).join(',');
  const settings = useMemo(
    () => effectiveSettings(profile, url, systemId, systemKey ? systemKey.split(',').map(Number) : []),
    [profile, url, systemId, systemKey],
  );

  useEffect(() => {
    if (settings.locale && settings.locale !== i18n.language) void switchLocale(i18n, settings.locale);
  }, [settings.locale, i18n]);

  return { profiles, profile, settings, refetchProfiles: query.refetch };
}
