// The global search's timing (spec 01 §4 popup, §7 Search, §9): a query goes out 500 ms after the last keystroke,
// only for a trimmed text of at least 2 characters, never from the cache; the loading indicator shows only when an
// answer takes longer than 200 ms; an answer to an older text is dropped. Timers run on the runtime's clock.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GlobalSearchDocument, type GlobalSearchQuery } from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_LOADING_DELAY_MS = 200;

export type SearchCategories = GlobalSearchQuery['search'];

export interface GlobalSearchState {
  text: string;
  /** null until a query of the current text answered (or while the text is too short) */
  categories: SearchCategories | null;
  /** shown only once a query has taken longer than the loading delay */
  loading: boolean;
  failed: boolean;
  /** counts answers, so the list starts a fresh selection on new results (spec 01 §4) */
  generation: number;
}

export function useGlobalSearch() {
  const { clock } = useRuntime();
  const client = useApolloClient();
  const [state, setState] = useState<GlobalSearchState>({
    text: '',
    categories: null,
    loading: false,
    failed: false,
    generation: 0,
  });
  const timers = useRef<unknown[]>([]);
  const latest = useRef(0);

  const clearTimers = useCallback(
    () => timers.current.splice(0).forEach((t) => clock.clearTimeout(t)),
    [clock],
  );
  useEffect(() => clearTimers, [clearTimers]);

  const run = useCallback(
    async (query: string, ticket: number) => {
      timers.current.push(
        clock.setTimeout(() => {
          if (latest.current === ticket) setState((s) => ({ ...s, loading: true }));
        }, SEARCH_LOADING_DELAY_MS),
      );
      let answer: SearchCategories | null = null;
      try {
        const { data } = await client.query({
          query: GlobalSearchDocument,
          variables: { query },
          fetchPolicy: 'no-cache',
        });
        answer = data?.search ?? [];
      } catch {
        answer = null;
      }
      if (latest.current !== ticket) return;
      clearTimers();
      setState((s) => ({
        ...s,
        categories: answer,
        loading: false,
        failed: answer === null,
        generation: s.generation + 1,
      }));
    },
    [client, clock, clearTimers],
  );

  const setText = useCallback(
    (text: string) => {
      clearTimers();
      const ticket = ++latest.current;
      const query = text.trim();
      const tooShort = query.length < SEARCH_MIN_CHARS;
      setState((s) => ({
        ...s,
        text,
        loading: false,
        failed: false,
        ...(tooShort ? { categories: null, generation: s.generation + 1 } : {}),
      }));
      if (tooShort) return;
      timers.current.push(clock.setTimeout(() => void run(query, ticket), SEARCH_DEBOUNCE_MS));
    },
    [clock, clearTimers, run],
  );

  return { ...state, setText };
}
