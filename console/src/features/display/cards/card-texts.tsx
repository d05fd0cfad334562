// The cards' texts come from one useTranslation of the grid or column they stand in, handed down by context:
// sixty cards with two useTranslation hooks each (card and elapsed time) cost a few milliseconds of every layout
// (bench/display-layout.ts). The context value changes with the language, so the cards follow it. A card
// outside a grid (call form, close dialog) uses the runtime's i18next and re-renders with its parent.
import type { TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../platform/runtime-context.tsx';

const CardTexts = createContext<TFunction | null>(null);

export function CardTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <CardTexts.Provider value={t}>{children}</CardTexts.Provider>;
}

export function useCardTexts(): TFunction {
  const t = useContext(CardTexts);
  const { i18n } = useRuntime();
  return t ?? i18n.t.bind(i18n);
}
