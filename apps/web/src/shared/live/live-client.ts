import { createSseParser } from './sse-frames';

export interface LiveClientOptions {
  /** The stream's URL (the API base + '/live'). */
  url: () => string | Promise<string>;
  /** The bearer token to send; none: the client stays off. */
  accessToken: () => string | null;
  /**
   * Called after a 401: renews the session (the API client's refresh), or ends it. The next attempt
   * reads the token again.
   */
  renewSession: () => Promise<void>;
  fetch?: typeof fetch;
  /** First wait before reconnecting, doubled per failed attempt up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1, spreads reconnections of many tabs after a server restart; tests pin it. */
  random?: () => number;
}

export type LiveHandler = (data: unknown) => void;

/** The app's one live connection (GET /api/live, docs/live.md), and who listens to which event. */
export interface LiveClient {
  /**
   * Keeps a connection open for `key` (the user and active company) with the current token: opens it,
   * or reopens it when the key or the token changed since it was opened. Idempotent otherwise.
   */
  connect(key: string): void;
  /** Closes the connection and stops reconnecting (logout). */
  disconnect(): void;
  /** Listens to one event name ('ready', 'chat', 'notice'...); returns the unsubscribe. */
  on(event: string, handler: LiveHandler): () => void;
  /** Whether a stream is open now. */
  isOpen(): boolean;
}

interface Run {
  key: string;
  token: string;
  abort: AbortController;
}

/**
 * A Server-Sent Events client over fetch (EventSource cannot send the Authorization header): reads
 * the stream, parses its frames, hands each event's JSON to its listeners, and reconnects with
 * exponential backoff when the stream ends or fails; a 401 renews the session first.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const initialDelay = options.initialDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  const handlers = new Map<string, Set<LiveHandler>>();
  let current: Run | null = null;
  /** The run whose stream is open (past `ready`). */
  let openRun: Run | null = null;

  const emit = (event: string, data: unknown) => {
    for (const handler of handlers.get(event) ?? []) {
      try {
        handler(data);
      } catch (error) {
        console.error('live handler failed', event, error);
      }
    }
  };

  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  /** Reads one stream to its end; resolves to whether it got as far as `ready`. */
  async function read(run: Run, body: ReadableStream<Uint8Array>): Promise<boolean> {
    const { signal } = run.abort;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parse = createSseParser();
    let ready = false;
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) return ready;
        for (const frame of parse(decoder.decode(value, { stream: true }))) {
          let data: unknown = null;
          try {
            data = frame.data === '' ? null : JSON.parse(frame.data);
          } catch {
            console.warn('live: a frame that is not JSON', frame.event);
            continue;
          }
          if (frame.event === 'ready') {
            ready = true;
            openRun = run;
          }
          emit(frame.event, data);
        }
      }
    } catch {
      return ready;
    } finally {
      if (openRun === run) openRun = null;
    }
  }

  async function loop(run: Run): Promise<void> {
    const { signal } = run.abort;
    let failures = 0;
    while (!signal.aborted) {
      let renewed = false;
      try {
        const response = await send(await options.url(), {
          method: 'GET',
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${run.token}` },
          cache: 'no-store',
          // A stream that stays open for the whole visit: it must not compete with the page's own
          // scripts and data, and a browser (or Lighthouse) waiting for the page's high-priority
          // requests to finish should not wait for it.
          priority: 'low',
          signal,
        });
        if (response.status === 401) {
          await options.renewSession();
          const token = options.accessToken();
          if (signal.aborted) return;
          if (!token) return stop(run);
          renewed = token !== run.token;
          run.token = token;
        } else if (response.ok && response.body) {
          if (await read(run, response.body)) failures = 0;
        } else {
          await response.body?.cancel().catch(() => undefined);
        }
      } catch {
        // Network error or aborted: the loop checks the signal.
      }
      if (signal.aborted) return;
      if (renewed) continue;
      const delay = Math.min(maxDelay, initialDelay * 2 ** failures);
      failures += 1;
      await wait(Math.round(delay * (0.5 + random() / 2)), signal);
    }
  }

  function stop(run: Run | null = current): void {
    if (!run) return;
    run.abort.abort();
    if (current === run) current = null;
    if (openRun === run) openRun = null;
  }

  return {
    connect(key) {
      const token = options.accessToken();
      if (!token) return stop();
      if (current && current.key === key && current.token === token) return;
      stop();
      const run: Run = { key, token, abort: new AbortController() };
      current = run;
      void loop(run);
    },
    disconnect: () => stop(),
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<LiveHandler>();
      handlers.set(event, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
    isOpen: () => openRun !== null && openRun === current,
  };
}
