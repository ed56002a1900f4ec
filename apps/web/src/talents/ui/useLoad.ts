import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after a write), keeping the shown data until the answer comes. */
  reload: () => void;
}

/**
 * Reads once per `key` (a page's data: `useLoad((signal) => api.get('/talents/applications', { signal }),
 * 'mine')`). The candidate app's pages read little and write rarely: this stands in for a query library.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  // The newest `load` (a new function every render); the key says when the read changes.
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ for?: string; data?: T; error?: unknown }>({});
  const want = `${key}#${round}`;
  useEffect(() => {
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ for: want, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ for: want, data: s.data, error }));
      },
    );
    return () => controller.abort();
  }, [want]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return {
    data: state.data,
    error: state.for === want ? state.error : undefined,
    loading: state.for !== want,
    reload,
  };
}
