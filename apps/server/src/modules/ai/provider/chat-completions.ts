/** A client for OpenAI-compatible chat-completions servers (hosted, or llama.cpp, vLLM, Ollama's /v1). */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
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

/** The JSON object in a model's message: plain, or wrapped in a ```json fence. */
export function parseJsonContent(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(content);
  return JSON.parse((fenced ? fenced[1]! : content).trim());
}

/** One chat-completions call: the messages, the temperature, and the prompt's own model and length cap. */
export interface ChatRequest {
  messages: ChatMessage[];
  temperature: number;
  /** The model for this call; absent or null: the client's (`AI_MODEL`). */
  model?: string | null;
  /** Sent as `max_tokens` when set; absent or null: the provider's default. */
  maxTokens?: number | null;
}

/** The first choice's message: parsed as a JSON object, and as the model wrote it. */
export interface ChatJsonReply {
  json: Record<string, unknown>;
  content: string;
  /** The model the request asked for. */
  model: string;
}

/**
 * Sends the messages with `response_format: json_object` and returns the parsed JSON object of
 * the first choice. Retries 429, 5xx and network errors with backoff (honouring Retry-After);
 * throws AiServiceError on a timeout, any other failure, or a reply that is not a JSON object.
 */
export async function chatCompletionJson(
  options: ChatClientOptions,
  request: ChatRequest,
): Promise<Record<string, unknown>> {
  return (await chatCompletion(options, request)).json;
}

/** As chatCompletionJson, with the raw message text and the model asked for (the AI-tweaking try-it panel). */
export async function chatCompletion(
  options: ChatClientOptions,
  request: ChatRequest,
): Promise<ChatJsonReply> {
  const {
    retries = 2,
    backoffMs = 500,
    maxBackoffMs = 10_000,
    fetch: send = globalThis.fetch,
    sleep = defaultSleep,
  } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const model = request.model?.trim() || options.model;
  const body = JSON.stringify({
    model,
    messages: request.messages,
    temperature: request.temperature,
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    response_format: { type: 'json_object' },
  });

  let failure: AiServiceError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    let response: Response;
    let text: string;
    try {
      response = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${options.apiKey}`,
        },
        body,
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
    return { ...readContent(text), model };
  }
  throw failure ?? new AiServiceError('network', 'no attempt made');
}

function readContent(text: string): { json: Record<string, unknown>; content: string } {
  let content: unknown;
  try {
    const payload = JSON.parse(text) as { choices?: Array<{ message?: { content?: unknown } }> };
    content = payload.choices?.[0]?.message?.content;
  } catch {
    throw new AiServiceError('malformed', `the response is not JSON: ${text.slice(0, 200)}`);
  }
  if (typeof content !== 'string')
    throw new AiServiceError('malformed', 'the response has no message content');
  let parsed: unknown;
  try {
    parsed = parseJsonContent(content);
  } catch {
    throw new AiServiceError('malformed', `the message is not JSON: ${content.slice(0, 200)}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AiServiceError('malformed', 'the message is not a JSON object');
  }
  return { json: parsed as Record<string, unknown>, content };
}
