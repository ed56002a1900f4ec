import { LegalDocumentPage } from './LegalDocumentPage';

/** /web-policy-company — the privacy policy for companies. */
export function CompanyPolicyPage() {
  return <LegalDocumentPage name="web-policy-company" />;
}
