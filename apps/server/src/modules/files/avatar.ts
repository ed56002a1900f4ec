import { resizeImage } from './resize.js';

/** The square PNG every picture becomes (spec section 9: avatar 256x256 png); see resizeImage. */
export const avatarPng = (image: Buffer, size: number): Promise<Buffer> =>
  resizeImage(image, { width: size, height: size, format: 'png' });
