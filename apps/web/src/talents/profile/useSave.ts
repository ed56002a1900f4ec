import { useCallback, useState } from 'react';
import { announce } from '../ui/announce';

export interface SaveState {
  saving: boolean;
  /** What was saved, while not edited since: the success line shows it. */
  savedText: string | null;
  error: unknown;
}

/**
 * One section's writes: busy while one runs, then its success line (also announced) or the error.
 * An edit after saving takes the success line away (`edited`).
 */
export function useSave() {
  const [state, setState] = useState<SaveState>({ saving: false, savedText: null, error: null });
  const run = useCallback(async (work: () => Promise<unknown>, successText: string): Promise<boolean> => {
    setState({ saving: true, savedText: null, error: null });
    try {
      await work();
      setState({ saving: false, savedText: successText, error: null });
      announce(successText);
      return true;
    } catch (error) {
      setState({ saving: false, savedText: null, error });
      return false;
    }
  }, []);
  const edited = useCallback(() => setState((s) => (s.savedText ? { ...s, savedText: null } : s)), []);
  return { ...state, run, edited };
}
