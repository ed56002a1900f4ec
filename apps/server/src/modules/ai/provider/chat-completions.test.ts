import { describe, expect, it, vi } from 'vitest';
import { AiServiceError, chatCompletionJson, parseJsonContent, retryAfterMs } from './chat-completions.js';

const ok = (content: unknown) =>
  new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] }), {
    status: 200,
  });

describe('chat-completions client', () => {
  const base = { baseUrl: 'http://ai.test/v1/', apiKey: 'k', model: 'm', timeoutMs: 1_000 };

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('parses plain and fenced JSON content', () => {
    expect(parseJsonContent('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonContent('Here:\n```json\n{"a":2}\n```')).toEqual({ a: 2 });
  });

  it('retries network errors and 5xx with doubling backoff, then succeeds', async () => {
    const sleeps: number[] = [];
    const send = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(ok({ name: 'x' }));
    const reply = await chatCompletionJson(
      { ...base, fetch: send, sleep: async (ms) => void sleeps.push(ms) },
      { messages: [{ role: 'user', content: 'hi' }], temperature: 0.3 },
    );
    expect(reply).toEqual({ name: 'x' });
    expect(sleeps).toEqual([500, 1_000]);
    expect(send.mock.calls[0]![0]).toBe('http://ai.test/v1/chat/completions');
  });

  it('caps a long Retry-After and does not retry a 400', async () => {
    const sleeps: number[] = [];
    const send = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 429, headers: { 'retry-after': '3600' } }))
      .mockResolvedValueOnce(new Response('bad', { status: 400 }));
    const failure = chatCompletionJson(
      { ...base, fetch: send, sleep: async (ms) => void sleeps.push(ms) },
      { messages: [], temperature: 0 },
    );
    await expect(failure).rejects.toBeInstanceOf(AiServiceError);
    await expect(failure).rejects.toMatchObject({ reason: 'status' });
    expect(sleeps).toEqual([10_000]);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
