import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveClient, type LiveClientOptions } from './live-client';

/** A fake server side: each call to fetch is recorded and answered by the test. */
function fakeServer() {
  const calls: Array<{ authorization: string | null; signal: AbortSignal }> = [];
  const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
  const answers: Array<() => Response> = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ authorization: new Headers(init?.headers).get('authorization'), signal: init!.signal! });
    const answer = answers.shift();
    if (answer) return answer();
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    answers,
    /** Writes to the latest stream. */
    write: (text: string) => streams.at(-1)!.enqueue(encoder.encode(text)),
    end: () => streams.at(-1)!.close(),
  };
}

/** Lets pending promise callbacks (fetch, stream reads) run. */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('createLiveClient', () => {
  let token: string | null;
  let server: ReturnType<typeof fakeServer>;
  const options = (extra: Partial<LiveClientOptions> = {}): LiveClientOptions => ({
    url: () => '/api/live',
    accessToken: () => token,
    renewSession: async () => undefined,
    fetch: server.fetch,
    initialDelayMs: 1_000,
    maxDelayMs: 8_000,
    random: () => 1,
    ...extra,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    token = 'token-1';
    server = fakeServer();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token and hands each event’s JSON to its listeners', async () => {
    const client = createLiveClient(options());
    const chat: unknown[] = [];
    const ready = vi.fn();
    client.on('chat', (data) => chat.push(data));
    client.on('ready', ready);
    client.connect('7:1');
    await flush();
    expect(server.calls.map((c) => c.authorization)).toEqual(['Bearer token-1']);
    expect(client.isOpen()).toBe(false);

    server.write('event: ready\ndata: {}\n\n: ping\n\nevent: chat\ndata: {"type":"message","chat');
    await flush();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(client.isOpen()).toBe(true);
    expect(chat).toEqual([]);
    server.write('Id":3}\n\n');
    await flush();
    expect(chat).toEqual([{ type: 'message', chatId: 3 }]);
    client.disconnect();
  });

  it('reconnects with a doubling backoff while the server fails, and resets it after ready', async () => {
    const client = createLiveClient(options());
    for (let i = 0; i < 5; i++) server.answers.push(() => new Response('down', { status: 503 }));
    client.connect('7:1');
    await flush();
    expect(server.calls).toHaveLength(1);
    for (const [delay, calls] of [
      [999, 1],
      [1, 2],
      [2_000, 3],
      [4_000, 4],
      [8_000, 5],
      [8_000, 6], // capped
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay);
      expect(server.calls).toHaveLength(calls);
    }
    // The sixth call is a stream: after ready, a drop reconnects after the first delay again.
    server.write('event: ready\ndata: {}\n\n');
    await flush();
    server.end();
    await flush();
    expect(client.isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(7);
    client.disconnect();
  });

  it('renews the session on 401 and reconnects at once with the new token', async () => {
    const renewSession = vi.fn(async () => {
      token = 'token-2';
    });
    const client = createLiveClient(options({ renewSession }));
    server.answers.push(() => new Response('{}', { status: 401 }));
    client.connect('7:1');
    await flush();
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => c.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    // The hook's connect with the same key and the renewed token changes nothing.
    client.connect('7:1');
    await flush();
    expect(server.calls).toHaveLength(2);
    client.disconnect();
  });

  it('stops when the renewal ends the session', async () => {
    const client = createLiveClient(
      options({
        renewSession: async () => {
          token = null;
        },
      }),
    );
    server.answers.push(() => new Response('{}', { status: 401 }));
    client.connect('7:1');
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
  });

  it('reopens the stream when the company or the token changes, and closes it on disconnect', async () => {
    const client = createLiveClient(options());
    client.connect('7:1');
    await flush();
    client.connect('7:1');
    await flush();
    expect(server.calls).toHaveLength(1);

    client.connect('7:2');
    await flush();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]!.signal.aborted).toBe(true);

    token = 'token-2';
    client.connect('7:2');
    await flush();
    expect(server.calls.map((c) => c.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);

    client.disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(3);
    expect(server.calls[2]!.signal.aborted).toBe(true);
  });

  it('does not connect without a token, and stops listeners that unsubscribed', async () => {
    token = null;
    const client = createLiveClient(options());
    client.connect('7:1');
    await flush();
    expect(server.calls).toHaveLength(0);

    token = 'token-1';
    const handler = vi.fn();
    const off = client.on('notice', handler);
    client.connect('7:1');
    await flush();
    server.write('event: notice\ndata: {"itemClass":"CHAT"}\n\n');
    await flush();
    off();
    server.write('event: notice\ndata: {"itemClass":"STEP"}\n\n');
    await flush();
    expect(handler.mock.calls).toEqual([[{ itemClass: 'CHAT' }]]);
    client.disconnect();
  });
});
