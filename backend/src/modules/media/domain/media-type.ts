/**
 * What may be uploaded: PNG, JPEG and WebP images up to 10,485,760 bytes;
 * MP4 and MOV videos up to 52,428,800 bytes. The type is read from the bytes; the declared
 * Content-Type only picks the family (image or video) and so the size limit before a byte is read.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type VideoType = (typeof VIDEO_TYPES)[number];
export type MediaType = ImageType | VideoType;
export type MediaFamily = 'image' | 'video';

export const MAX_IMAGE_BYTES = 10_485_760;
export const MAX_VIDEO_BYTES = 52_428_800;
/** Longest side of a stored image, in pixels; larger ones are scaled down. */
export const MAX_IMAGE_SIDE = 2400;
/** Enough bytes for every signature below. */
export const SNIFF_BYTES = 16;

export function maxBytesOf(family: MediaFamily): number {
  return family === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
}

export function familyOf(type: MediaType): MediaFamily {
  return (IMAGE_TYPES as readonly string[]).includes(type) ? 'image' : 'video';
}

export function isImageType(type: MediaType): type is ImageType {
  return familyOf(type) === 'image';
}

const DECLARED_ALIASES: Record<string, MediaType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/webp': 'image/webp',
  'video/mp4': 'video/mp4',
  'video/quicktime': 'video/quicktime',
};

/** The type a Content-Type header declares (parameters and case ignored), or null when it is not one we take. */
export function declaredMediaType(contentType: string | undefined): MediaType | null {
  const bare = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return DECLARED_ALIASES[bare] ?? null;
}

/** ISO base media brands of MP4 files (ftyp major brand). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VP', 'MSNV', 'f4v ', 'mmp4']);
/** Top-level atoms an old QuickTime file (before ftyp existed) starts with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'pnot', 'skip', 'free']);

/**
 * The media type the first bytes of a file show, or null when they show none we accept
 * (HTML, SVG, GIF, HEIC, PDF, scripts, … all answer null).
 */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    return null;
  }
  if (bytes.length >= 8 && QUICKTIME_ATOMS.has(ascii(4, 8)) && bytes.readUInt32BE(0) >= 8) return 'video/quicktime';
  return null;
}

/** File name extensions by type (for downloads and logs only; keys carry none). */
export const EXTENSION_OF: Record<MediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};
