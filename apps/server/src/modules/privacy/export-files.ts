import type { FileStorage } from '../files/storage.js';

/** A stored file as a row describes it. */
export interface StoredFileRow {
  fileKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt?: Date | null;
}

/** A file of the export: where it goes in the archive and whether its bytes made it there. */
export interface ShelvedFile {
  key: string;
  path: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: Date | null;
  /** `missing`: the storage no longer has the bytes; `too-large`: over the ZIP format's limits. */
  omitted: 'missing' | 'too-large' | null;
}

/**
 * The ZIP writer (fflate) writes no ZIP64 records: the archive stays under 4 GiB and 65,535 entries.
 * The margin leaves room for headers, data.json and the README.
 */
export const ARCHIVE_LIMITS = { maxFileBytes: 4 * 1024 ** 3 - 64 * 1024 ** 2, maxFiles: 60_000 } as const;

/** A name safe in every file system: no separators, control or reserved characters, at most 100 characters. */
export function safeName(name: string, fallback = 'file'): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 8 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - ext.length) + ext;
}

/**
 * The files of one export, each stored once (an application's snapshot shares the live CV's bytes:
 * the first place named keeps them, later records point at that path), under readable, unique names.
 */
export class FileShelf {
  private readonly byKey = new Map<string, ShelvedFile>();
  private readonly paths = new Set<string>();

  /** Shelves the file under `folder` (relative to `files/`) and answers its path in the archive. */
  add(folder: string, file: StoredFileRow, prefix = ''): string {
    const known = this.byKey.get(file.fileKey);
    if (known) return known.path;
    // Every segment is made safe: a company's name in a folder cannot climb out of files/ when unpacked.
    const dir = `files/${folder
      .split('/')
      .map((segment) => safeName(segment, 'folder'))
      .join('/')}`;
    const name = safeName(`${prefix}${file.fileName}`);
    let path = `${dir}/${name}`;
    for (let n = 2; this.paths.has(path.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
      path = `${dir}/${stem} (${n})${ext}`;
    }
    this.paths.add(path.toLowerCase());
    this.byKey.set(file.fileKey, {
      key: file.fileKey,
      path,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.size,
      uploadedAt: file.createdAt ?? null,
      omitted: null,
    });
    return path;
  }

  /** A file already shelved under this key, if any. */
  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /**
   * Asks the storage which bytes are still there and keeps the archive within the format's limits
   * (in the order shelved: the profile's files come first). Resolves to every file with its outcome.
   */
  async settle(storage: FileStorage): Promise<ShelvedFile[]> {
    const files = [...this.byKey.values()];
    let bytes = 0;
    let count = 0;
    for (const file of files) {
      const size = await storage.size(file.key);
      if (size === null) {
        file.omitted = 'missing';
        continue;
      }
      file.size = size;
      if (bytes + size > ARCHIVE_LIMITS.maxFileBytes || count >= ARCHIVE_LIMITS.maxFiles) {
        file.omitted = 'too-large';
        continue;
      }
      bytes += size;
      count++;
    }
    return files;
  }
}
