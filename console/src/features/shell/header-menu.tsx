// Below the width the header's row needs (Mantine's lg, 1200 px: the product's name, six modules and the pickers in
// French or Italian), the modules, pickers and logout move into a drawer behind a menu button: on a tablet or a
// phone every module stays one tap away instead of scrolling out of sight, and the mobile-style layout (spec 01 §2
// /pwa) is offered. The drawer is Mantine's Modal as a sheet from the left, loaded with the modal chunk on first
// use: a Drawer of its own split the modal's chunk and grew the display route's list of lazy chunks (ARCHITECTURE
// §11 byte budget).
import { Anchor, Burger } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../platform/modal-stack/lazy-modal.ts';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useIsBuilt } from '../../platform/routes/screens-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { HeaderControls } from './header-controls.tsx';
import classes from './header.module.css';
import { ModuleNav } from './module-nav.tsx';

export function HeaderMenu() {
  const { t } = useTranslation();
  const built = useIsBuilt();
  const { user } = useAppData();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = () => setOpened(false);
  const pwa = routePathByName('pwa');
  return (
    <>
      <Burger
        className={classes.narrowOnly}
        size="sm"
        opened={opened}
        aria-label={t('header.menu')}
        aria-expanded={opened}
        onClick={() => {
          setLoaded(true);
          setOpened((o) => !o);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <Modal
            opened={opened}
            onClose={close}
            title={t('header.menu')}
            closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
            classNames={{ inner: classes.sheetInner, content: classes.sheet }}
            transitionProps={{ transition: 'slide-right' }}
          >
            <div className={classes.menu}>
              <ModuleNav column onNavigate={close} />
              <hr className={classes.menuRule} />
              <HeaderControls column />
              {user && built('pwaOverview') && pwa && (
                <Anchor component={Link} to={pwa} onClick={close}>
                  {t('header.mobileLayout')}
                </Anchor>
              )}
            </div>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
