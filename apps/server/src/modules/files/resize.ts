import sharp from 'sharp';
import { HttpError } from '../../http/errors.js';

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
 * transparency: transparent parts become white. 415 when the bytes only looked like an image.
 */
export async function resizeImage(image: Buffer, { width, height, format }: ImageSize): Promise<Buffer> {
  try {
    const resized = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
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
