/** A client for OpenAI-compatible chat-completions servers (hosted, or llama.cpp, vLLM, Ollama's /v1). */
import { AiServiceError, postWithRetries, type RetryOptions } from './http-retry.js';

export { AiServiceError, retryAfterMs, type AiFailure } from './http-retry.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions extends RetryOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
}

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
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const model = request.model?.trim() || options.model;
  const body = JSON.stringify({
    model,
    messages: request.messages,
    temperature: request.temperature,
    ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
    response_format: { type: 'json_object' },
  });
  const text = await postWithRetries(options, url, {
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${options.apiKey}`,
    },
    body: () => body,
  });
  return { ...readContent(text), model };
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
