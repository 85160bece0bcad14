import type { ImageType } from '../../domain/media-type';

export const IMAGE_ENCODER = Symbol('IMAGE_ENCODER');

/**
 * Decodes an image and encodes it again in the same format: orientation applied, every metadata block
 * (EXIF, GPS, XMP, ICC comments) dropped, the longest side at most `maxSide` pixels.
 * Throws UnreadableImageError when the bytes do not decode.
 */
export interface ImageEncoder {
  reencode(bytes: Buffer, type: ImageType, maxSide: number): Promise<Buffer>;
}
