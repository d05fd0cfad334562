// The header's global search box (spec 01 §2 global search): a field that opens the popup on focus or click, and
// Ctrl+K (Cmd+K on a Mac) from anywhere. The popup's code and texts load on first use; what the user types from the
// opening on reaches its field (typed-ahead.ts).
import { Kbd, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreaTexts } from '../../../platform/i18n/i18n.ts';
import { bufferTypedKeys, type TypedAhead } from './typed-ahead.ts';
import classes from './search-box.module.css';

const SearchPopup = lazy(async () => {
  const [module] = await Promise.all([import('./search-popup.tsx'), loadAreaTexts('search')]);
  return { default: module.SearchPopup };
});

export function SearchBox() {
  const { t } = useTranslation();
  // Counts the requests to open: the popup opens on every change, also the first one that loads it.
  const [openings, setOpenings] = useState(0);
  // Where the focus was when the popup opened: it goes back there on close. Back on the box, it must not open the
  // popup again, so the box takes it back itself while it ignores its own focus event.
  const opener = useRef<HTMLElement | null>(null);
  const returning = useRef(false);
  const typed = useRef<TypedAhead | null>(null);
  const open = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    typed.current?.stop();
    typed.current = bufferTypedKeys();
    setOpenings((n) => n + 1);
  };
  const takeTyped = () => typed.current?.take() ?? '';
  const onFocus = () => {
    if (!returning.current) open();
  };
  const onClosed = () => {
    typed.current?.stop();
    returning.current = true;
    opener.current?.focus();
    returning.current = false;
  };
  // In text fields too: the browser's own Ctrl+K (its address bar) is not what a user of the console means.
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={open}
        onFocus={onFocus}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K"
      >
        <IconSearch size={16} aria-hidden />
        <span className={classes.label}>{t('header.search')}</span>
        <Kbd size="xs" visibleFrom="xl">
          {t('header.searchShortcut')}
        </Kbd>
      </UnstyledButton>
      {openings > 0 && (
        <Suspense fallback={null}>
          <SearchPopup openings={openings} onClosed={onClosed} takeTyped={takeTyped} />
        </Suspense>
      )}
    </>
  );
}
