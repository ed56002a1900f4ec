import type { FastifyInstance } from 'fastify';

export interface SseFrame {
  event: string;
  data: unknown;
}

/**
 * A client of `GET /api/live` as the web app reads it (fetch with the bearer header, a stream
 * reader): collects frames; `next` resolves with the first frame not yet taken that matches.
 */
export async function openLiveStream(baseUrl: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const frames: SseFrame[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = block.split('\n').filter((l) => !l.startsWith(':'));
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (event) frames.push({ event, data: data === undefined ? null : JSON.parse(data) });
          }
          wake();
        }
      } catch {
        // aborted
      }
      ended = true;
      wake();
    })();
  }
  let taken = 0;
  return {
    res,
    /** Every frame received so far (taken or not). */
    frames,
    async next(match: (f: SseFrame) => boolean = () => true): Promise<SseFrame> {
      for (;;) {
        const i = frames.findIndex((f, n) => n >= taken && match(f));
        if (i >= 0) {
          taken = i + 1;
          return frames[i]!;
        }
        if (ended) throw new Error(`stream ended; frames: ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
  };
}

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;

/** Listens on a free port of the loopback; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export const chatFrame = (type: string, chatId: number) => (f: SseFrame) =>
  f.event === 'chat' &&
  (f.data as { type: string; chatId: number }).type === type &&
  (f.data as { chatId: number }).chatId === chatId;
