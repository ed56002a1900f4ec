import sharp from 'sharp';
import { HttpError } from '../../http/errors.js';

/** Refuses decompression bombs: a 5 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The square PNG every picture becomes (spec section 9: avatar 256x256 png): turned upright by
 * its EXIF orientation, cropped to the centre, metadata (location, camera) dropped. 415 when the
 * bytes only looked like an image.
 */
export async function avatarPng(image: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    throw new HttpError(415, 'Unsupported file content: the picture cannot be read as an image');
  }
}
