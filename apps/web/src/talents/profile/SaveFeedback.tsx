import { ErrorMessage } from '../ui/ErrorMessage';
import type { SaveState } from './useSave';

/** A section's last write: its success line (announced by useSave) or the API's error (an alert). */
export function SaveFeedback({ state }: { state: SaveState }) {
  return (
    <>
      {state.savedText ? (
        <p className="t-alert t-alert-success" style={{ margin: 0 }} data-testid="saved">
          {state.savedText}
        </p>
      ) : null}
      <ErrorMessage error={state.error} />
    </>
  );
}
