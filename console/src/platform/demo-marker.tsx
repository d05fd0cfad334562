// Demo mode is unmistakable: while the embedded twin runs (appState.features.demo_mode), every
// page, the call display included, carries a 'Demo' marker, so nobody takes the demo for a real
// installation. Part of the shell, kept tiny for the display's JavaScript budget (ARCHITECTURE §11).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from './session/app-data-context.tsx';
import classes from './demo-marker.module.css';

export function DemoMarker() {
  const { t } = useTranslation();
  const reported = useAppData().appState?.features.demo_mode;
  // Demo mode does not change while the backend runs: keep the marker while AppData refetches.
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    if (reported !== undefined) setDemo(reported);
  }, [reported]);
  if (!demo) return null;
  return (
    // A landmark of its own (complementary), so it is announced and found like the page's other regions.
    <aside className={classes.marker} data-testid="demo-marker">
      {t('security.demoMarker.label')}
      <span className={classes.hidden}>: {t('security.demoMarker.description')}</span>
    </aside>
  );
}
