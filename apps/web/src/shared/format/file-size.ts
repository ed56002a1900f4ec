const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** A file size the Italian way: 1,2 MB, 350 kB, 800 B. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} kB`;
  if (bytes < 1024 * 1024 * 1024) return `${number.format(bytes / (1024 * 1024))} MB`;
  return `${number.format(bytes / (1024 * 1024 * 1024))} GB`;
}

/** A short name for a file's type: PDF, Word, OpenDocument, PNG… (the subtype, upper case, otherwise). */
export function fileTypeLabel(mimeType: string): string {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/msword': 'Word',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
    'application/vnd.oasis.opendocument.text': 'OpenDocument',
    'image/jpeg': 'JPEG',
    'image/svg+xml': 'SVG',
  };
  return known[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}
