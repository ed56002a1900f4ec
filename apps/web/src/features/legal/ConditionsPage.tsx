import { LegalDocumentPage } from './LegalDocumentPage';

/** /web-conditions — the terms and conditions. */
export function ConditionsPage() {
  return <LegalDocumentPage name="web-conditions" />;
}
