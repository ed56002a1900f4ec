import { HttpError } from '../../http/errors.js';
import { sniffMimeType } from './sniff.js';
import { sanitizeSvg } from './svg-sanitize.js';

/** Refuses decompression bombs: a 5 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
  format: 'png' | 'jpeg';
}

/**
 * An uploaded picture at the size spec 9 sets for its use: turned upright by its EXIF orientation,
 * cropped to the centre to fill the box, metadata (location, camera) dropped. A JPEG has no
 * transparency: transparent parts become white. An SVG is sanitised first (svg-sanitize.ts) and
 * drawn at twice the usual density, so only its pixels are kept. 415 when the bytes only looked like
 * an image.
 */
export async function resizeImage(image: Buffer, { width, height, format }: ImageSize): Promise<Buffer> {
  const svg = sniffMimeType(image) === 'image/svg+xml';
  const input = svg ? sanitizeSvg(image) : image;
  // sharp and libvips load with the first picture, not with the server.
  const { default: sharp } = await import('sharp');
  try {
    const resized = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(svg ? { density: 144 } : {}) })
      .rotate()
      .resize(width, height, { fit: 'cover' });
    return await (
      format === 'png'
        ? resized.png()
        : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw new HttpError(415, 'Unsupported file content: the picture cannot be read as an image');
  }
}
