import type { CropOutput } from '@/components/media';

/** The specification's crop shapes for the profile; 'Free' keeps the chosen image's own shape. Output JPEG at 0.9. */
export const FIXED_ASPECTS = [
  { label: 'Square 1:1', value: 1 },
  { label: 'Portrait 3:4', value: 3 / 4 },
  { label: 'Landscape 4:3', value: 4 / 3 },
  { label: 'Wide 16:9', value: 16 / 9 },
] as const;

export function aspectOptions(imageWidth: number, imageHeight: number): { label: string; value: number }[] {
  return [{ label: 'Free', value: imageWidth / imageHeight }, ...FIXED_ASPECTS];
}

export const PROFILE_CROP_OUTPUT: CropOutput = { minWidth: 0, minHeight: 0, quality: 0.9 };

/** The specification's limits: images PNG/JPG up to 10 MB, videos MP4/MOV up to 50 MB. */
export const MEDIA_LIMITS = {
  image: { maxBytes: 10_485_760, accept: 'image/png,image/jpeg', types: ['image/png', 'image/jpeg'] },
  video: { maxBytes: 52_428_800, accept: 'video/mp4,video/quicktime', types: ['video/mp4', 'video/quicktime'] },
} as const;

/** null when the file may be uploaded, else what to tell ('File size must be less than {n}MB'). */
export function mediaFileProblem(kind: 'image' | 'video', file: File): string | null {
  const limit = MEDIA_LIMITS[kind];
  if (!(limit.types as readonly string[]).includes(file.type)) return kind === 'image' ? 'Please select a PNG or JPG image.' : 'Please select an MP4 or MOV video.';
  if (file.size > limit.maxBytes) return `File size must be less than ${limit.maxBytes / 1_048_576}MB`;
  return null;
}
