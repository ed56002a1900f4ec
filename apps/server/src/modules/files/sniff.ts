/**
 * The content type of a file from its first bytes (magic numbers), never from its name or the
 * type the client declared. Covers the accepted content of spec section 3; null when unknown.
 */
export const SNIFF_BYTES = 8192;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Buffer, text: string, offset = 0) =>
  startsWith(head, [...Buffer.from(text, 'latin1')], offset);

/** A ZIP container: OpenDocument names its type in a first `mimetype` entry; OOXML has `word/` parts. */
function zipDocument(head: Buffer): string | null {
  const text = head.toString('latin1');
  if (ascii(head, 'mimetype', 30)) {
    return text.includes('application/vnd.oasis.opendocument.text')
      ? 'application/vnd.oasis.opendocument.text'
      : null;
  }
  if (text.includes('word/') || text.includes('[Content_Types].xml')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/** Matroska and WebM share the EBML header; the DocType element tells them apart. */
function ebml(head: Buffer): string {
  return head.subarray(0, 64).toString('latin1').includes('webm') ? 'video/webm' : 'video/x-matroska';
}

/** An MPEG audio frame header: 11 sync bits, then a version and a layer that are not "reserved". */
const mp3Frame = (head: Buffer) =>
  head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0;

/**
 * A program rather than a document: ELF, Windows PE/DOS ("MZ"), Mach-O, a script with a `#!` line.
 * Refused (415) by every upload whatever its name or declared type says.
 */
export function isExecutable(head: Buffer): boolean {
  return (
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) ||
    ascii(head, 'MZ') ||
    ascii(head, '#!') ||
    startsWith(head, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(head, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(head, [0xca, 0xfe, 0xba, 0xbe])
  );
}

export function sniffMimeType(head: Buffer): string | null {
  if (ascii(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return 'image/gif';
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return 'image/webp';
  if (ascii(head, 'RIFF') && ascii(head, 'WAVE', 8)) return 'audio/wav';
  if (ascii(head, 'ftyp', 4)) return 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ebml(head);
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba]) || startsWith(head, [0x00, 0x00, 0x01, 0xb3]))
    return 'video/mpeg';
  if (ascii(head, 'OggS')) return 'audio/ogg';
  if (ascii(head, 'ID3') || mp3Frame(head)) return 'audio/mpeg';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return zipDocument(head);
  const text = head.subarray(0, 1024).toString('utf8').trimStart();
  if (
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
      text,
    )
  )
    return 'image/svg+xml';
  return null;
}

/**
 * The type an upload is kept as: its sniffed type, except that WebM audio and WebM video share the
 * EBML header (DocType "webm"): a WebM declared as audio/webm is taken as audio where audio is accepted.
 */
export function acceptedMimeType(
  sniffed: string | null,
  declared: string | undefined,
  accepted: readonly string[],
): string | null {
  if (
    sniffed === 'video/webm' &&
    normalisedType(declared) === 'audio/webm' &&
    accepted.includes('audio/webm')
  )
    return 'audio/webm';
  return sniffed;
}

/** Names clients use for the same content type. */
const aliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'video/x-mkv': 'video/x-matroska',
  'audio/x-ogg': 'audio/ogg',
  'audio/vnd.wave': 'audio/wav',
  'application/x-ogg': 'audio/ogg',
};

/**
 * Whether the declared type agrees with the sniffed one. A client that does not know the type
 * (octet-stream, none) is taken at the bytes' word.
 */
export function declaredTypeMatches(declared: string | undefined, sniffed: string): boolean {
  const type = normalisedType(declared);
  if (type === '' || type === 'application/octet-stream') return true;
  return type === sniffed;
}

function normalisedType(declared: string | undefined): string {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  return aliases[type] ?? type;
}
