// One modal layer of a modal route: its title only once its texts are there (a lazy area's texts arrive with
// its chunk; a title never shows empty or as a raw key), its close guard (unsaved work asks first), and focus
// back on the element that opened it when it closes (WCAG 2.4.3).
import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { CloseGuardContext, type CloseGuard } from './close-guard.ts';
import { inputHasFocus } from './modal-chain.ts';
import { Modal } from './lazy-modal.ts';

const waiting = new Map<string, Promise<void>>();
/** Resolves once the key has a text (the lazy area's texts were added). */
function textArrived(i18n: I18n, key: string): Promise<void> {
  let p = waiting.get(key);
  if (!p) {
    p = new Promise<void>((resolve) => {
      const check = () => {
        if (!i18n.exists(key)) return;
        i18n.store.off('added', check);
        resolve();
      };
      i18n.store.on('added', check);
      check();
    });
    waiting.set(key, p);
  }
  return p;
}

export function ModalLayer({
  title,
  size,
  zIndex,
  close,
  top,
  children,
}: {
  title?: string;
  size: 'md' | 'lg' | 'xl';
  zIndex: number;
  close: () => void;
  /** the top layer answers Escape */
  top: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (title && !i18n.exists(title)) use(textArrived(i18n, title));
  const guard = useRef<CloseGuard | null>(null);
  // The opener: what had focus when this layer first rendered (before the modal moved focus into itself).
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(
    () => () => {
      if (opener?.isConnected && opener !== document.body) opener.focus();
    },
    [opener],
  );
  const guardedClose = () => {
    if (guard.current && !guard.current()) return;
    close();
  };
  const closeRef = useRef(guardedClose);
  closeRef.current = guardedClose;
  useEffect(() => {
    if (!top) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      // Spec 01 §2: Escape closes the top modal unless an input has focus. In an input it leaves the input (an
      // open list of options closes first), so a second Escape closes the modal.
      const active = document.activeElement;
      if (inputHasFocus(active)) {
        if (active?.getAttribute('aria-expanded') !== 'true')
          active?.closest<HTMLElement>('[role="dialog"]')?.focus();
        return;
      }
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [top]);
  return (
    <CloseGuardContext.Provider value={guard}>
      <Modal
        opened
        onClose={guardedClose}
        // Escape is the stack's: it must leave an input alone and close only the top modal.
        closeOnEscape={false}
        // Focus goes back to the opener on unmount (above); Mantine's own return runs only when `opened` turns false.
        returnFocus={false}
        title={title ? t(title) : undefined}
        zIndex={zIndex}
        size={size}
      >
        {children}
      </Modal>
    </CloseGuardContext.Provider>
  );
}
