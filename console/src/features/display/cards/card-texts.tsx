// The cards' texts come from one useTranslation of the grid or column they stand in, handed down by context:
// sixty cards with two useTranslation hooks each (card and elapsed time) cost a few milliseconds of every layout
// (bench/display-layout.ts). The context value changes with the language, so the cards follow it. A card
// outside a grid (call form, close dialog) uses the runtime's i18next and re-renders with its parent.
//
// Texts are remembered per language: sixty cards ask for the same few texts ('3 min', 'Übernommen von ...')
// at every layout and every second's tick, and i18next's lookup with plurals and interpolation was a third of
// the script time of laying out sixty cards (profiled).
import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../platform/runtime-context.tsx';

export type CardTexts = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const CardTextsContext = createContext<CardTexts | null>(null);
/** The texts an i18next instance gave, by language, key and values; they outlive the grid (mounted anew whenever
 * calls come back after none). */
const remembered = new WeakMap<i18n, Map<string, string>>();
/** A function per t, so the context value changes with the language and memoised cards follow it. */
const textsByT = new WeakMap<TFunction, CardTexts>();
/** Plenty for a screen's worth of distinct texts; forgotten all at once when full. */
const MAX_REMEMBERED = 2000;

function rememberingTexts(instance: i18n, t: TFunction): CardTexts {
  let texts = textsByT.get(t);
  if (!texts) {
    let cache = remembered.get(instance);
    if (!cache) remembered.set(instance, (cache = new Map()));
    const known = cache;
    texts = (key, values) => {
      const id = `${instance.language}|${key}|${values ? JSON.stringify(values) : ''}`;
      let text = known.get(id);
      if (text === undefined) {
        if (known.size >= MAX_REMEMBERED) known.clear();
        text = values ? t(key, { ...values }) : t(key);
        known.set(id, text);
      }
      return text;
    };
    textsByT.set(t, texts);
  }
  return texts;
}

export function CardTextsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The runtime's instance: useTranslation's i18n is a wrapper made anew for every mount.
  const { i18n } = useRuntime();
  return <CardTextsContext.Provider value={rememberingTexts(i18n, t)}>{children}</CardTextsContext.Provider>;
}

export function useCardTexts(): CardTexts {
  const texts = useContext(CardTextsContext);
  const { i18n } = useRuntime();
  return texts ?? rememberingTexts(i18n, i18n.getFixedT(null, 'translation'));
}
