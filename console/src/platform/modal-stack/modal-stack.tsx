// Renders a modal route: the page under it, then each modal over its parent.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { preloadable } from '../../ui/preloadable.tsx';
import { closeTarget, inputHasFocus, layerParams, modalChain, type Params } from './modal-chain.ts';

// Loaded with the first modal layer: routes without one (the display) do not carry it (ARCHITECTURE §11).
export const Modal = preloadable(() => import('../../ui/mantine-modal.ts'));

export interface ScreenProps {
  params: Params;
  /** Present on modal layers: closes this layer. */
  close?: () => void;
}

export interface ScreenDef {
  Component: ComponentType<ScreenProps>;
  /** i18n key of the modal title. */
  title?: string;
  /** Modal width (Mantine size); forms with rows of records need 'xl'. Default 'lg'. */
  size?: 'md' | 'lg' | 'xl';
}

export function ModalStack({
  routeName,
  screens,
}: {
  routeName: string;
  screens: Record<string, ScreenDef>;
}) {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t, i18n } = useTranslation();
  const chain = modalChain(routeName);
  const paramsPerLayer = layerParams(chain, params);
  const closers = chain.map((def, i) =>
    def.modal ? () => navigate(closeTarget(def, paramsPerLayer[i] ?? {}, search)) : undefined,
  );
  const closeTop = closers.at(-1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !closeTop || inputHasFocus(document.activeElement)) return;
      event.preventDefault();
      closeTop();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closeTop]);

  return (
    <>
      {chain.map((def, i) => {
        const screen = screens[def.name];
        if (!screen) return null;
        const layerProps = { params: paramsPerLayer[i] ?? {}, close: closers[i] };
        if (!def.modal) return <screen.Component key={def.name} {...layerProps} />;
        return (
          <Suspense key={def.name} fallback={null}>
            <Modal
              opened
              onClose={closers[i] as () => void}
              // Escape is ours: it must leave an input alone and close only the top modal.
              closeOnEscape={false}
              // No raw key while the texts of a lazy area (admin) are still loading; they re-render this on arrival.
              title={screen.title && i18n.exists(screen.title) ? t(screen.title) : undefined}
              zIndex={200 + i}
              size={screen.size ?? 'lg'}
            >
              <screen.Component {...layerProps} />
            </Modal>
          </Suspense>
        );
      })}
    </>
  );
}
