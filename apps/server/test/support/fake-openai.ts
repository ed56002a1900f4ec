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
  /** A multipart request (`/audio/transcriptions`): its text fields, and each file's name, type and size. */
  form?: {
    fields: Record<string, string>;
    files: Record<string, { fileName: string; mimeType: string; size: number }>;
  };
}

/** A speech-to-text answer in the `verbose_json` shape (text, language, duration). */
export function transcription(text: string, language = 'italian'): unknown {
  return { task: 'transcribe', language, duration: 2, text, segments: [] };
}

/** The parts of a multipart/form-data body (enough for the client's: small, with a boundary). */
function readMultipart(raw: Buffer, contentType: string | undefined): ReceivedRequest['form'] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  const form: NonNullable<ReceivedRequest['form']> = { fields: {}, files: {} };
  if (!boundary) return form;
  const text = raw.toString('latin1');
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const end = part.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const head = part.slice(0, end);
    const body = part.slice(end + 4, part.length - 2);
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/i.exec(head)?.[1];
    if (fileName === undefined) form.fields[name] = Buffer.from(body, 'latin1').toString('utf8');
    else
      form.files[name] = {
        fileName,
        mimeType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? '',
        size: Buffer.byteLength(body, 'latin1'),
      };
  }
  return form;
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
 * queued replies in order, `POST /v1/audio/transcriptions` its own queue (else
 * `defaultTranscription`), and every request is kept for the test to inspect.
 */
export async function startFakeOpenAi(
  defaultReply: FakeReply,
  defaultTranscription: FakeReply = { body: transcription('') },
) {
  const received: ReceivedRequest[] = [];
  const queue: FakeReply[] = [];
  const transcriptions: FakeReply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      let body: ReceivedRequest['body'] = {};
      try {
        body = JSON.parse(text) as ReceivedRequest['body'];
      } catch {
        // Kept empty: the test sees it.
      }
      const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        ...(multipart ? { form: readMultipart(raw, req.headers['content-type']) } : {}),
      });
      const route = req.method === 'POST' ? req.url : undefined;
      if (route !== '/v1/chat/completions' && route !== '/v1/audio/transcriptions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      const reply =
        route === '/v1/audio/transcriptions'
          ? (transcriptions.shift() ?? defaultTranscription)
          : (queue.shift() ?? defaultReply);
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
    /** Answers of `/audio/transcriptions`, in order. */
    enqueueTranscription: (...replies: FakeReply[]) => transcriptions.push(...replies),
    reset: () => {
      received.length = 0;
      queue.length = 0;
      transcriptions.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
