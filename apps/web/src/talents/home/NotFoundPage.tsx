import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { PageHeading } from '../ui/PageHeading';

const texts = defineTexts({
  it: { title: 'Pagina non trovata', body: 'Questa pagina non esiste.', home: 'Torna all’inizio' },
  en: { title: 'Page not found', body: 'This page does not exist.', home: 'Back to the start' },
});

export function NotFoundPage() {
  const t = useTexts(texts);
  return (
    <>
      <PageHeading title={t.title} />
      <p>{t.body}</p>
      <Link href="/talents">{t.home}</Link>
    </>
  );
}
