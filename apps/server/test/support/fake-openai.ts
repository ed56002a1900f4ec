import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake server; without any queued, it answers `defaultReply`. */
export interface FakeReply {
  status?: number;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    temperature?: number;
    max_tokens?: number;
    response_format?: { type: string };
  };
}

/** A chat-completions payload whose message content is the given object as JSON. */
export function completion(content: unknown): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
        },
        finish_reason: 'stop',
      },
    ],
  };
}

/**
 * An OpenAI-compatible HTTP server on a free local port: `POST /v1/chat/completions` answers the
 * queued replies in order, and every request is kept for the test to inspect.
 */
export async function startFakeOpenAi(defaultReply: FakeReply) {
  const received: ReceivedRequest[] = [];
  const queue: FakeReply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(text) as ReceivedRequest['body'];
      } catch {
        // Kept empty: the test sees it.
      }
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const reply = queue.shift() ?? defaultReply;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to configure as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    received,
    enqueue: (...replies: FakeReply[]) => queue.push(...replies),
    reset: () => {
      received.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
