/** A crop in the (rotated) image's own pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropOutput {
  /** The smallest output; a smaller crop is scaled up to it. */
  minWidth: number;
  minHeight: number;
  /** JPEG quality, 0–1. */
  quality: number;
}

/** The size the output canvas gets: the crop's own size, scaled up (keeping its shape) to reach the minimum. */
export function outputSize(area: Pick<PixelArea, 'width' | 'height'>, output: Pick<CropOutput, 'minWidth' | 'minHeight'>): { width: number; height: number } {
  const scale = Math.max(1, output.minWidth / area.width, output.minHeight / area.height);
  return { width: Math.round(area.width * scale), height: Math.round(area.height * scale) };
}

/** The bounding box of a width × height image turned by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number): { width: number; height: number } {
  const radians = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Where the crop starts: 90 % of the image's width, centred; when the
 * aspect would make it taller than the image, 90 % of the height instead. In percent of the image.
 */
export function initialCropPercentages(imageWidth: number, imageHeight: number, aspect: number): PixelArea {
  let width = 90;
  let height = ((imageWidth * 0.9) / aspect / imageHeight) * 100;
  if (height > 100) {
    height = 90;
    width = ((imageHeight * 0.9 * aspect) / imageWidth) * 100;
  }
  return { x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** Draws the rotated image, cuts the area out (scaled up to the minimum) and encodes it as JPEG. */
export async function cropImage(src: string, area: PixelArea, rotation: number, output: CropOutput): Promise<Blob> {
  const image = await loadImage(src);
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(bounds.width);
  rotated.height = Math.round(bounds.height);
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error('This browser cannot crop images.');
  rotatedContext.translate(rotated.width / 2, rotated.height / 2);
  rotatedContext.rotate((rotation * Math.PI) / 180);
  rotatedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const size = outputSize(area, output);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  context.fillStyle = '#ffffff'; // JPEG has no transparency: what lies outside the image (zoomed out) is white
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded.'))), 'image/jpeg', output.quality));
}
