import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  /** The message as it came, its quoted-printable and base64 parts decoded (enough to find links). */
  body: string;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) and decodes base64 blocks of a raw message. */
function readable(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  const decoded = Buffer.from(bytes).toString('utf8');
  const base64Parts = [...raw.matchAll(/base64\r?\n(?:[^\r\n]*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [decoded, ...base64Parts].join('\n');
}

/**
 * A local SMTP server for browser tests: start it before the app server and give the app its URL
 * (SMTP_URL), then read what the app mailed — e.g. an invitation link — as a user would from their inbox.
 */
export async function startMailSink() {
  const received: SunkMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          body: readable(Buffer.concat(chunks).toString('latin1')),
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * The newest mail to `address` whose body matches `pattern`, among those received from index
     * `since` on (`received.length` before the action that sends it), waiting for it up to `timeoutMs`.
     */
    async next(address: string, pattern: RegExp, since = 0, timeoutMs = 20_000): Promise<RegExpExecArray> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const mail of received.slice(since).reverse()) {
          const found = mail.to.includes(address.toLowerCase()) ? pattern.exec(mail.body) : null;
          if (found) return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${address} matching ${pattern}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
