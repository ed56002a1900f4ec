import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './content-disposition';

describe('dispositionFileName', () => {
  it('reads the server’s UTF-8 name first (RFC 6266), else the plain one', () => {
    const header = `attachment; filename="data-export-nicol_-2026-11-29.zip"; filename*=UTF-8''data-export-nicol%C3%B2-2026-11-29.zip`;
    expect(dispositionFileName(header)).toBe('data-export-nicolò-2026-11-29.zip');
    expect(dispositionFileName('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(dispositionFileName('attachment; filename=plain.zip')).toBe('plain.zip');
  });

  it('gives null without a name, and the plain name when the encoded one is malformed', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(`attachment; filename="ok.zip"; filename*=UTF-8''%E0%A4%A.zip`)).toBe(
      'ok.zip',
    );
  });
});
