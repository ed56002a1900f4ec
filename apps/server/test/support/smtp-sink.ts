import { createServer, type AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema/index.js';
import { testEnv } from '../helpers.js';

// --- A real SMTP server on a free local port, keeping what it receives ---------------------------

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The whole message as it came (attachments included). */
  raw: string;
}

export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMime(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough MIME for what nodemailer writes: headers, multipart/alternative, quoted-printable, base64. */
export function parseMime(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMime(part.replace(/^\r?\n/, '')));
    return {
      headers,
      text: parts.map((p) => p.text).join(''),
      html: parts.map((p) => p.html).join(''),
    };
  }
  // SMTP carries CRLF line ends; the tests compare with the \n the templates write.
  const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '7bit').replace(/\r\n/g, '\n');
  return {
    headers,
    text: type.startsWith('text/plain') ? decoded : '',
    html: type.startsWith('text/html') ? decoded : '',
  };
}

export function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return Buffer.from(body, 'latin1').toString('utf8');
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody(data.replaceAll('_', ' '), 'quoted-printable'),
  );
}

// --- Test scaffolding -------------------------------------------------------------------------------

export function recordingLog() {
  const lines: Array<{ level: string; args: unknown[] }> = [];
  const log: Record<string, unknown> = { level: 'trace', silent: () => undefined };
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace']) {
    log[level] = (...args: unknown[]) => lines.push({ level, args });
  }
  log.child = () => log;
  return { log: log as unknown as FastifyBaseLogger, lines };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const configWith = (env: Record<string, string>): Config => loadConfig({ ...testEnv, ...env });

export async function outboxRow(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

export const code = { firstname: 'Mario', code: '482913', minutes: 15 };
