import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/modules/files/storage.js';
import {
  ARCHIVE_HIGH_WATER_MARK,
  zipArchive,
  type ArchiveEntry,
} from '../src/modules/privacy/export-archive.js';
import { FileShelf, safeName } from '../src/modules/privacy/export-files.js';
import { unzip } from './privacy-export-support.js';

const CHUNK = 64 * 1024;

/** A source of `size` bytes of `fill`, made a chunk at a time as it is read, counting what it made. */
function countingSource(size: number, fill: number, made: { bytes: number }): Readable {
  let left = size;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (left === 0) return void this.push(null);
      const n = Math.min(CHUNK, left);
      left -= n;
      made.bytes += n;
      this.push(Buffer.alloc(n, fill));
    },
  });
}

describe('the export archive', () => {
  it('is made as it is read: sources open in turn and what waits unread stays bounded', async () => {
    const made = { bytes: 0 };
    const opened: number[] = [];
    const size = 4 * 1024 * 1024;
    const entries: ArchiveEntry[] = [
      { path: 'data.json', text: '{"a":1}' },
      ...[1, 2, 3].map((n) => ({
        path: `files/${n}.bin`,
        open: () => (opened.push(n), countingSource(size, n, made)),
      })),
    ];
    const archive = zipArchive(entries);
    expect(opened).toEqual([]);
    let read = 0;
    let mostAhead = 0;
    let openedAtFirstChunk: number | null = null;
    const chunks: Buffer[] = [];
    for await (const chunk of archive as AsyncIterable<Buffer>) {
      openedAtFirstChunk ??= opened.length;
      read += chunk.length;
      chunks.push(chunk);
      // Bytes taken from the sources but not yet read from the archive (headers make `read` run ahead).
      mostAhead = Math.max(mostAhead, made.bytes - read);
    }
    // The answer started before the second file was opened, and never held more than a few chunks.
    expect(openedAtFirstChunk).toBeLessThanOrEqual(1);
    expect(opened).toEqual([1, 2, 3]);
    expect(made.bytes).toBe(3 * size);
    expect(mostAhead).toBeLessThanOrEqual(ARCHIVE_HIGH_WATER_MARK + 3 * CHUNK);
    const entriesRead = await unzip(Buffer.concat(chunks));
    expect([...entriesRead.keys()]).toEqual(['data.json', 'files/1.bin', 'files/2.bin', 'files/3.bin']);
    expect(entriesRead.get('data.json')!.toString()).toBe('{"a":1}');
    expect(entriesRead.get('files/2.bin')!.equals(Buffer.alloc(size, 2))).toBe(true);
  });

  it('ends with the error of a source that fails, and closes the source when the reader leaves', async () => {
    const failing = zipArchive([
      {
        path: 'files/broken.bin',
        open: () =>
          new Readable({
            read() {
              this.destroy(new Error('storage gone'));
            },
          }),
      },
    ]);
    await expect(async () => {
      for await (const _ of failing) void _;
    }).rejects.toThrow('storage gone');

    const made = { bytes: 0 };
    let source: Readable | undefined;
    const left = zipArchive([
      { path: 'files/big.bin', open: () => (source = countingSource(64 * CHUNK, 1, made)) },
    ]);
    for await (const _ of left) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(source!.destroyed).toBe(true);
    expect(made.bytes).toBeLessThan(64 * CHUNK);
  });
});

describe('the export’s files', () => {
  const storage = (sizes: Record<string, number | null>) =>
    ({ size: async (key: string) => sizes[key] ?? null }) as unknown as FileStorage;

  it('stores each key once under a readable, unique, safe name', () => {
    const shelf = new FileShelf();
    const file = (fileKey: string, fileName: string) => ({
      fileKey,
      fileName,
      mimeType: 'application/pdf',
      size: 1,
    });
    expect(shelf.add('profile', file('a', 'CV.pdf'), 'cv - ')).toBe('files/profile/cv - CV.pdf');
    expect(shelf.add('applications/1', file('a', 'CV.pdf'))).toBe('files/profile/cv - CV.pdf');
    expect(shelf.add('profile', file('b', 'cv.PDF'), 'CV - ')).toBe('files/profile/CV - cv (2).PDF');
    expect(shelf.add('x', file('c', '../../etc/passwd'))).toBe('files/x/_.._etc_passwd');
    expect(shelf.add('chats/1 - A/B ..', file('d', 'a.pdf'))).toBe('files/chats/1 - A/B/a.pdf');
    expect(shelf.add('chats/../..', file('e', 'a.pdf'))).toBe('files/chats/folder/folder/a.pdf');
    expect(safeName(' .. ')).toBe('file');
    expect(safeName(`${'a'.repeat(200)}.pdf`)).toBe(`${'a'.repeat(96)}.pdf`);
  });

  it('leaves out files the storage lost and those past the ZIP format’s 4 GiB', async () => {
    const shelf = new FileShelf();
    const file = (fileKey: string) => ({
      fileKey,
      fileName: `${fileKey}.mp4`,
      mimeType: 'video/mp4',
      size: 1,
    });
    for (const key of ['first', 'lost', 'second', 'small']) shelf.add('videos', file(key));
    const gib = 1024 ** 3;
    const settled = await shelf.settle(storage({ first: 3 * gib, second: 2 * gib, small: 10 }));
    expect(settled.map((f) => [f.key, f.omitted])).toEqual([
      ['first', null],
      ['lost', 'missing'],
      ['second', 'too-large'],
      ['small', null],
    ]);
  });
});
