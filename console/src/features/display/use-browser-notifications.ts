// Spec 01 §2 browser-notification toggle (secure contexts only; remembered, spec 01 §3 local storage),
// notifying new elevated calls.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayCall } from './feed/feed-store.ts';
import { callKey } from './feed/feed-store.ts';
import { isElevated } from '@cs/rules/display';
import { callTitle } from './cards/call-card.tsx';
import { useHydrating } from '../../platform/ssr/first-render.ts';

export const NOTIFY_STORAGE_KEY = 'cs.display.notifications';
export const notificationsSupported = () =>
  typeof window !== 'undefined' && window.isSecureContext && 'Notification' in window;

export function useBrowserNotifications(calls: readonly DisplayCall[], ready: boolean) {
  const { t } = useTranslation();
  // The server knows neither the browser's support nor the choice it remembers: the toggle shows once hydrated.
  const supported = !useHydrating() && notificationsSupported();
  const [chosen, setEnabled] = useState<boolean | null>(null);
  const enabled = chosen ?? (supported && localStorage.getItem(NOTIFY_STORAGE_KEY) === '1');
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!ready) return;
    const keys = new Set(calls.map(callKey));
    const before = seen.current;
    seen.current = keys;
    if (!before || !enabled || Notification.permission !== 'granted') return;
    for (const c of calls) {
      if (!before.has(callKey(c)) && isElevated(c.call_type)) {
        new Notification(c.call_type_text ?? c.call_type?.name ?? t('display.title'), {
          body: `${callTitle(c)} · ${c.section_name ?? ''}`,
          tag: callKey(c),
        });
      }
    }
  }, [calls, ready, enabled, t]);

  const toggle = async () => {
    const next = !enabled;
    if (next && Notification.permission === 'default') await Notification.requestPermission();
    localStorage.setItem(NOTIFY_STORAGE_KEY, next ? '1' : '0');
    setEnabled(next);
  };
  return { supported, enabled, toggle };
}
