// Spec 01 §4 fullscreen: entering shows an info notice for 8 s; Escape leaves. It starts automatically only
// within 5 s of app start, when not logged in and the configuration asks for it.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setFullscreenLayout } from '../../platform/page/fullscreen.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';

export const FULLSCREEN_NOTICE_MS = 8_000;
export const AUTO_FULLSCREEN_WINDOW_MS = 5_000;

export function useDisplayFullscreen(configured: boolean, loggedIn: boolean) {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [on, setOn] = useState(configured);

  useEffect(() => setOn(configured), [configured]);
  useEffect(() => {
    setFullscreenLayout(on);
    return () => setFullscreenLayout(false);
  }, [on]);

  const leave = useCallback(() => {
    setOn(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    const params = new URLSearchParams(location.search);
    if (params.get('fullscreen') === '1') {
      params.delete('fullscreen');
      const q = params.toString();
      navigate(`${location.pathname}${q ? `?${q}` : ''}`, { replace: true });
    }
  }, [location, navigate]);

  const enter = useCallback(() => {
    setOn(true);
    void document.documentElement.requestFullscreen?.().catch(() => {});
    runtime.notify({
      id: 'fullscreen',
      title: t('display.fullscreen.noticeTitle'),
      text: t('display.fullscreen.noticeText'),
      duration: FULLSCREEN_NOTICE_MS,
    });
  }, [runtime, t]);

  // Auto-start (browsers may refuse without a gesture; the layout is fullscreen either way).
  useEffect(() => {
    if (
      configured &&
      !loggedIn &&
      performance.now() < AUTO_FULLSCREEN_WINDOW_MS &&
      !document.fullscreenElement
    ) {
      void document.documentElement.requestFullscreen?.().catch(() => {});
    }
  }, [configured, loggedIn]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && on) leave();
    };
    const onChange = () => {
      if (!document.fullscreenElement && on && !configured) setOn(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [on, leave, configured]);

  return { fullscreen: on, enter, leave };
}
