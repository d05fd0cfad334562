// Renders a modal route: the page under it, then each modal over its parent.
import { Suspense, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { closeTarget, layerParams, modalChain, type Params } from './modal-chain.ts';
import { ModalLayer } from './modal-layer.tsx';

export { Modal } from './lazy-modal.ts';

export interface ScreenProps {
  params: Params;
  /** Present on modal layers: closes this layer. */
  close?: () => void;
}

/**
 * What a lazy screen adds (platform/lazy-screen.tsx): its texts, which a modal layer needs for its title before the
 * screen renders (over a page of another area, the tree's node form over the analytics, the layer waited for a text
 * nothing loaded); and its code with them, which a cold start loads before the first render (main.tsx).
 */
type LazyParts = { loadTexts?: () => Promise<unknown>; preload?: () => Promise<unknown> };

export interface ScreenDef {
  Component: ComponentType<ScreenProps> & LazyParts;
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
  const chain = modalChain(routeName);
  const paramsPerLayer = layerParams(chain, params);
  const closers = chain.map((def, i) =>
    def.modal ? () => navigate(closeTarget(def, paramsPerLayer[i] ?? {}, search)) : undefined,
  );
  return (
    <>
      {chain.map((def, i) => {
        const screen = screens[def.name];
        if (!screen) return null;
        const layerProps = { params: paramsPerLayer[i] ?? {}, close: closers[i] };
        if (!def.modal) return <screen.Component key={def.name} {...layerProps} />;
        // A layer shows once its title's text is there: the stack starts the screen's texts itself.
        void screen.Component.loadTexts?.();
        return (
          <Suspense key={def.name} fallback={null}>
            <ModalLayer
              title={screen.title}
              size={screen.size ?? 'lg'}
              zIndex={200 + i}
              close={closers[i] as () => void}
              top={i === chain.length - 1}
            >
              <screen.Component {...layerProps} />
            </ModalLayer>
          </Suspense>
        );
      })}
    </>
  );
}
