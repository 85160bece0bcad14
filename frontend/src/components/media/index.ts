import { lazy } from 'react';

export { objectPathOf, uploadObject } from './upload-object';
export { initialCropPercentages, loadImage, outputSize, type CropOutput, type PixelArea } from './crop-image';
export type { ImageCropDialogProps } from './image-crop-dialog';
/** Loaded when first shown: react-easy-crop stays out of every page's initial JavaScript. */
export const ImageCropDialog = lazy(() => import('./image-crop-dialog'));
