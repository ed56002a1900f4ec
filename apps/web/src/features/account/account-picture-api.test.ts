import { describe, expect, it } from 'vitest';
import { pictureProblem, pictureRule } from './account-picture-api';

describe('pictureProblem', () => {
  it('takes the raster images of spec 3 up to the size limit', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/webp', size: pictureRule.maxBytes })).toBeNull();
  });
  it('refuses other types (an SVG too) and oversized files', () => {
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(pictureProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(pictureProblem({ type: '', size: 10 })).toBe('type');
    expect(pictureProblem({ type: 'image/jpeg', size: pictureRule.maxBytes + 1 })).toBe('size');
  });
});
