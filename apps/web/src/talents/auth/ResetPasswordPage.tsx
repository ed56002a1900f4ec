import { PageHeading } from '../ui/PageHeading';

/** Being built (issue 19): replaced by the real page. */
export default function Page() {
  return <PageHeading title="ResetPasswordPage" />;
}
