// Runs a demo REST action: one at a time per key (the button shows it is busy), failures as a notification.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../platform/i18n/i18n.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { createDemoApi, DemoRequestError, type DemoApi } from './demo-api.ts';

export interface DemoActions {
  api: DemoApi;
  run: (key: string, action: (api: DemoApi) => Promise<unknown>) => Promise<boolean>;
  busy: (key: string) => boolean;
}

export function useDemoActions(): DemoActions {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const api = useMemo(
    () => createDemoApi({ origin: window.location.origin, getLocale: () => currentLocale(i18n) }),
    [i18n],
  );
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const run = useCallback(
    async (key: string, action: (api: DemoApi) => Promise<unknown>) => {
      setPending((p) => new Set(p).add(key));
      try {
        await action(api);
        return true;
      } catch (error) {
        const status = error instanceof DemoRequestError ? String(error.status) : t('demo.network');
        const reason = error instanceof DemoRequestError ? error.reason : null;
        runtime.notify({
          type: 'error',
          title: t('demo.actionFailed'),
          text: reason ?? t('demo.actionFailedText', { status }),
        });
        return false;
      } finally {
        setPending((p) => {
          const next = new Set(p);
          next.delete(key);
          return next;
        });
      }
    },
    [api, runtime, t],
  );
  const busy = useCallback((key: string) => pending.has(key), [pending]);
  return { api, run, busy };
}
