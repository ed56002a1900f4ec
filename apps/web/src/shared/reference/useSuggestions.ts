import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The suggestions of an autocomplete and its `completeMethod`. The list is computed from the query
 * PrimeReact passes with each request (the text as typed or pasted), never from a value of an
 * earlier render: PrimeReact calls the completeMethod of the render of the keystroke, after its
 * delay, so suggestions read from state lag one keystroke behind. The latest `search` is used, and
 * an answer that arrives after a newer request's is dropped.
 */
export function useSuggestions<T>(search: (query: string) => readonly T[] | Promise<readonly T[]>): {
  suggestions: T[];
  complete: (event: { query: string }) => void;
} {
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const latestSearch = useRef(search);
  const asked = useRef(0);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });

  const complete = useCallback((event: { query: string }) => {
    const request = ++asked.current;
    const answer = (found: readonly T[]) => {
      if (request === asked.current) setSuggestions([...found]);
    };
    Promise.resolve()
      .then(() => latestSearch.current(event.query))
      .then(answer, () => answer([]));
  }, []);

  return { suggestions, complete };
}
