import { Injectable } from '@nestjs/common';
import type SharpModule from 'sharp';
import type { ImageEncoder } from '../../application/ports/image-encoder.port';
import type { ImageType } from '../../domain/media-type';
import { UnreadableImageError } from '../../domain/media.errors';

/** Decompression bombs stop here: a 10 MB file may not claim more than ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * sharp (libvips): applies the EXIF orientation, then writes the pixels again without any metadata
 * (sharp keeps none unless asked: no EXIF, GPS, XMP or comments), scaled down to fit maxSide.
 */
@Injectable()
export class SharpImageEncoder implements ImageEncoder {
  /** Loaded on the first upload: libvips costs about a third of a second of every process's start. */
  private sharp?: Promise<typeof SharpModule>;

  async reencode(bytes: Buffer, type: ImageType, maxSide: number): Promise<Buffer> {
    this.sharp ??= import('sharp').then((module) => ((module as { default?: typeof SharpModule }).default ?? (module as unknown as typeof SharpModule)));
    const sharp = await this.sharp;
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
      if (type === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
      if (type === 'image/webp') return await image.webp({ quality: 90 }).toBuffer();
      return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    } catch {
      throw new UnreadableImageError();
    }
  }
}
