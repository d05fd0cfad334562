// What a user types between opening the search (Ctrl+K, a click on the box) and the moment its field has the focus:
// the popup's code loads on first use and Mantine focuses its field a task after it opens, and every key in between
// went to the page (the tree's type-ahead, a focused button) and was lost ('Zimmer 101' arrived as 'immer 101').
// From the opening on, the window's first look at every key keeps the printable ones (and Backspace) for the field
// and swallows Enter, so nothing beneath the popup acts on it; the field takes them when it gets the focus.
const SEARCH_FIELD = 'data-global-search-field';
/** Spread on the popup's field: keys typed while it has the focus are its own. */
export const searchFieldProps = { [SEARCH_FIELD]: true };

const isSearchField = (el: Element | null) => !!el?.hasAttribute(SEARCH_FIELD);

export interface TypedAhead {
  /** the text typed so far; ends the buffering */
  take(): string;
  stop(): void;
}

export function bufferTypedKeys(): TypedAhead {
  let text = '';
  const onKey = (e: KeyboardEvent) => {
    if (isSearchField(document.activeElement)) return stop();
    if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
    if (e.key.length === 1) text += e.key;
    else if (e.key === 'Backspace') text = text.slice(0, -1);
    else if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
  };
  // A click elsewhere before the popup shows: the user went on with something else.
  const stop = () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  if (!isSearchField(document.activeElement)) {
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', stop, true);
  }
  return {
    take() {
      stop();
      const typed = text;
      text = '';
      return typed;
    },
    stop,
  };
}
