import { defineTexts, useTexts } from '../i18n/language';

const texts = defineTexts({
  it: { remove: 'Rimuovi', removeNamed: (name: string) => `Rimuovi ${name}` },
  en: { remove: 'Remove', removeNamed: (name: string) => `Remove ${name}` },
});

/** "Remove" beside an item of a profile list, named with the item for screen readers ("Rimuovi Java"). */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useTexts(texts);
  return (
    <button type="button" className="t-button-link" aria-label={t.removeNamed(name)} onClick={onRemove}>
      {t.remove}
    </button>
  );
}
