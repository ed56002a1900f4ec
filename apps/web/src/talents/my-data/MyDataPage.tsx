import { defineTexts, useTexts } from '../i18n/language';
import { PageHeading } from '../ui/PageHeading';
import { ConsentsSection } from './ConsentsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportSection } from './ExportSection';
import { PushSection } from './PushSection';

const texts = defineTexts({
  it: { title: 'I miei dati' },
  en: { title: 'My data' },
});

/** /talents/my-data (issue 19, point 6): the export, consents, push on this browser, the account's deletion. */
export default function MyDataPage() {
  const t = useTexts(texts);
  return (
    <>
      <PageHeading title={t.title} />
      <ExportSection />
      <ConsentsSection />
      <PushSection />
      <DeleteAccountSection />
    </>
  );
}
