import { LegalDocumentPage } from './LegalDocumentPage';

/** /web-policy-user — the privacy policy for users. */
export function UserPolicyPage() {
  return <LegalDocumentPage name="web-policy-user" />;
}
