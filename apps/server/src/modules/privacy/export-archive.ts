import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** One entry of an archive: text made in memory, or bytes from a stream opened only when its turn comes. */
export type ArchiveEntry =
  { path: string; text: string; mtime?: Date } | { path: string; open: () => Readable; mtime?: Date };

/** How much of the archive waits, made but unread: the answer pulls the next bytes only below it. */
export const ARCHIVE_HIGH_WATER_MARK = 64 * 1024;

/**
 * A ZIP archive of the entries, made as it is read: each source is opened when its entry's turn
 * comes and read a chunk at a time, only as fast as the reader takes the archive (the generator runs
 * on demand), so a candidate's videos never sit in memory. Entries are stored, not deflated: the
 * files are mostly compressed already (PDF, JPEG, MP4), and the JSON stays readable as text to the
 * access matrix's leak check. A source that fails ends the archive with its error (the download
 * breaks rather than ends with a file missing); a reader that goes away closes the open source.
 */
export function zipArchive(entries: Iterable<ArchiveEntry> | AsyncIterable<ArchiveEntry>): Readable {
  async function* archive(): AsyncGenerator<Uint8Array> {
    const made: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else made.push(chunk);
    });
    // The writer calls back synchronously as bytes are pushed: what it made is handed on at once.
    function* taken() {
      if (failure) throw failure;
      while (made.length) yield made.shift()!;
    }
    for await (const entry of entries) {
      const file = new ZipPassThrough(entry.path);
      if (entry.mtime) file.mtime = entry.mtime;
      zip.add(file);
      if ('text' in entry) {
        file.push(Buffer.from(entry.text, 'utf8'), true);
      } else {
        for await (const chunk of entry.open()) {
          file.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
          yield* taken();
        }
        file.push(new Uint8Array(0), true);
      }
      yield* taken();
    }
    zip.end();
    yield* taken();
  }
  return Readable.from(archive(), { objectMode: false, highWaterMark: ARCHIVE_HIGH_WATER_MARK });
}
