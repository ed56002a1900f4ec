import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { memoryLiveBus } from '../src/modules/live/live-bus.js';
import { createLiveHub, PING_MS, type LiveConnection } from '../src/modules/live/live-hub.js';

/** A stream as the hub sees it: what was written, and whether the client still reads. */
function fakeStream(userId: number, reading = true) {
  const written: string[] = [];
  let buffered = 0;
  let ended = false;
  const conn: LiveConnection = {
    userId,
    companyId: null,
    chat: null,
    write(text) {
      written.push(text);
      if (!reading) buffered += text.length;
      return reading;
    },
    buffered: () => buffered,
    end: () => void (ended = true),
  };
  return { conn, written, ended: () => ended };
}

/**
 * The hub's timing and housekeeping with a fake clock (docs/live.md): a `: ping` comment every 25 s to
 * every stream, none after a stream is removed, and a stream that stops reading dropped past 1 MB.
 */
describe('live hub', () => {
  afterEach(() => vi.useRealTimers());
  const start = () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const bus = memoryLiveBus();
    // Notices and pings never touch the database.
    const hub = createLiveHub({
      db: {} as Database,
      bus,
      log: { error: () => undefined } as unknown as FastifyBaseLogger,
    });
    return { bus, hub };
  };

  it('pings every open stream every 25 s, and forgets removed ones', () => {
    const { hub } = start();
    const a = fakeStream(1);
    const b = fakeStream(2);
    hub.add(a.conn);
    const removeB = hub.add(b.conn);
    vi.advanceTimersByTime(PING_MS - 1);
    expect(a.written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.written).toEqual([': ping\n\n']);
    expect(b.written).toEqual([': ping\n\n']);
    removeB();
    expect(hub.size).toBe(1);
    vi.advanceTimersByTime(PING_MS);
    expect(a.written).toHaveLength(2);
    expect(b.written).toHaveLength(1);
    hub.closeAll();
    expect(a.ended()).toBe(true);
    vi.advanceTimersByTime(PING_MS);
    expect(a.written).toHaveLength(2);
  });

  it('drops a stream whose client stopped reading once over 1 MB waits, and keeps delivering to others', async () => {
    const { bus, hub } = start();
    const stuck = fakeStream(7, false);
    const fine = fakeStream(7);
    hub.add(stuck.conn);
    hub.add(fine.conn);
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    // Each notice frame is ~40 bytes; enough of them fill the stuck stream's buffer past the bound.
    for (let i = 0; i < 30_000; i++)
      await bus.publish({ type: 'notice', userIds: [7], itemClass: 'CHAT', companyId: null });
    await vi.waitFor(() => expect(fine.written.length).toBe(30_000));
    expect(stuck.ended()).toBe(true);
    expect(hub.size).toBe(1);
    await bus.publish({ type: 'notice', userIds: ids, itemClass: 'STEP', companyId: null });
    await vi.waitFor(() => expect(fine.written.at(-1)).toBe('event: notice\ndata: {"itemClass":"STEP"}\n\n'));
    hub.closeAll();
  });
});
