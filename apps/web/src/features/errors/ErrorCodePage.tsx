import { useParams } from 'react-router';
import { toErrorCode } from './error-codes';
import { ErrorCodeView } from './ErrorCodeView';
import { NotFoundPage } from './NotFoundPage';

/** /error/:code — the page of a known status (400, 401, 403, 404, 500, 503); any other code is a 404. */
export function ErrorCodePage() {
  const code = toErrorCode(useParams().code);
  if (code === null || code === 404) return <NotFoundPage />;
  return <ErrorCodeView code={code} />;
}
