import { defineTexts, useTexts } from '../i18n/language';
import { SaveFeedback } from './SaveFeedback';
import type { SaveState } from './useSave';

const texts = defineTexts({
  it: { save: 'Salva', saving: 'Salvataggio…' },
  en: { save: 'Save', saving: 'Saving…' },
});

/** A section form's end: its save button (busy while saving), then the success line or the error. */
export function SaveBar({ state, label }: { state: SaveState; label?: string }) {
  const t = useTexts(texts);
  return (
    <>
      <div className="t-row">
        <button type="submit" className="t-button" aria-disabled={state.saving}>
          {state.saving ? t.saving : (label ?? t.save)}
        </button>
      </div>
      <SaveFeedback state={state} />
    </>
  );
}
