// Mantine's Modal, loaded with the first modal layer: routes without one (the display) do not carry it
// (ARCHITECTURE §11).
import { preloadable } from '../../ui/preloadable.tsx';

export const Modal = preloadable(() => import('../../ui/mantine-modal.ts'));
