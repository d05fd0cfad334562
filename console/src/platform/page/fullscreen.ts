// Header and footer are hidden in fullscreen (spec 01 §2 main layout): the browser's fullscreen
// or the display's fullscreen=1 parameter (spec 01 §2 call display URL parameters).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export function useFullscreen(): boolean {
  const [params] = useSearchParams();
  const [browserFullscreen, setBrowserFullscreen] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setBrowserFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return browserFullscreen || params.get('fullscreen') === '1';
}
