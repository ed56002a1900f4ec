import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes sizes the Italian way', () => {
    expect(formatFileSize(800)).toBe('800 B');
    expect(formatFileSize(1536)).toBe('1,5 kB');
    expect(formatFileSize(350 * 1024)).toBe('350 kB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(formatFileSize(3 * 1024 * 1024 * 1024)).toBe('3 GB');
  });
});

describe('fileTypeLabel', () => {
  it('names the document types and falls back on the subtype', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'Word',
    );
    expect(fileTypeLabel('image/png')).toBe('PNG');
  });
});
