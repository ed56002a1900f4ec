import { defineTexts, useTexts } from '../i18n/language';

const texts = defineTexts({ it: { loading: 'Caricamento…' }, en: { loading: 'Loading…' } });

/** A busy state that screen readers announce. */
export function Loading() {
  const t = useTexts(texts);
  return (
    <p className="t-muted" role="status">
      {t.loading}
    </p>
  );
}
