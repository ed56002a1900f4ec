/** The HTTP calls to an AI provider (chat completions, speech-to-text): a timeout per attempt, retries with backoff. */

export interface RetryOptions {
  /** Each attempt is aborted after this long; a timeout is not retried (the user is waiting). */
  timeoutMs: number;
  /** Further attempts after a 429, a 5xx or a network error. */
  retries?: number;
  /** The first backoff; doubled per retry unless the server sends Retry-After. */
  backoffMs?: number;
  /** The longest wait between attempts, whatever Retry-After asks. */
  maxBackoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export type AiFailure = 'timeout' | 'network' | 'status' | 'malformed';

/** The AI service failed; `reason` and `detail` are for the log, never for the client. */
export class AiServiceError extends Error {
  constructor(
    readonly reason: AiFailure,
    readonly detail: string,
  ) {
    super(`AI service failed (${reason}): ${detail}`);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds, or an HTTP date, as milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * POSTs to the provider and resolves to the text of a 2xx answer. Retries 429, 5xx and network
 * errors with backoff (honouring Retry-After); throws AiServiceError on a timeout, any other status,
 * or when the attempts run out. `body` is called per attempt (a stream is read once).
 */
export async function postWithRetries(
  options: RetryOptions,
  url: string,
  request: { headers: Record<string, string>; body: () => BodyInit },
): Promise<string> {
  const {
    retries = 2,
    backoffMs = 500,
    maxBackoffMs = 10_000,
    fetch: send = globalThis.fetch,
    sleep = defaultSleep,
  } = options;
  let failure: AiServiceError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method: 'POST',
        headers: request.headers,
        body: request.body(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new AiServiceError('timeout', `no answer within ${options.timeoutMs} ms`);
      }
      failure = new AiServiceError('network', String((error as Error).message ?? error));
      if (attempt < retries) await sleep(Math.min(maxBackoffMs, backoffMs * 2 ** attempt));
      continue;
    }
    if (!response.ok) {
      failure = new AiServiceError('status', `HTTP ${response.status}: ${text.slice(0, 200)}`);
      if (!retryable(response.status)) throw failure;
      if (attempt < retries) {
        const asked = retryAfterMs(response.headers.get('retry-after'));
        await sleep(Math.min(maxBackoffMs, asked ?? backoffMs * 2 ** attempt));
      }
      continue;
    }
    return text;
  }
  throw failure ?? new AiServiceError('network', 'no attempt made');
}
