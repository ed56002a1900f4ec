import { documentMimeTypes } from '../candidates/upload-rules.js';

/** What a chat attachment may be (checked against its bytes): documents and raster images (no SVG), 10 MB. */
export const chatAttachmentRule = {
  mimeTypes: [...documentMimeTypes, 'image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxBytes: 10 * 1024 * 1024,
} as const;
