import { lazy } from 'react';

export { objectPathOf, uploadObject } from './api/upload-object';
export { initialCropPercentages, loadImage, outputSize, type CropOutput, type PixelArea } from './lib/crop-image';
export type { ImageCropDialogProps } from './components/image-crop-dialog';
/** Loaded when first shown: react-easy-crop stays out of every page's initial JavaScript. */
export const ImageCropDialog = lazy(() => import('./components/image-crop-dialog'));
