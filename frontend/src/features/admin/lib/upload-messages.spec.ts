import { brandImagesAddedMessage, completeUploadMessage, partialUploadMessage } from './upload-messages';

describe('upload messages', () => {
  it('counts the uploaded items of a partial success in the right number', () => {
    expect(partialUploadMessage(1, 1)).toBe('1 item uploaded, 1 failed');
    expect(partialUploadMessage(0, 3)).toBe('0 items uploaded, 3 failed');
    expect(partialUploadMessage(12, 2)).toBe('12 items uploaded, 2 failed');
  });

  it('says where a complete universal upload went, each count with its noun in the right number', () => {
    expect(completeUploadMessage('universal', { success: 1, brandsUpdated: 1, productsUpdated: 0 })).toBe('Successfully uploaded 1 item to 1 brand and 0 products');
    expect(completeUploadMessage('universal', { success: 3, brandsUpdated: 2, productsUpdated: 1 })).toBe('Successfully uploaded 3 items to 2 brands and 1 product');
    expect(completeUploadMessage('universal', { success: 2 })).toBe('Successfully uploaded 2 items to 0 brands and 0 products');
    expect(completeUploadMessage('brand-images', { success: 1, brandsUpdated: 1 })).toBe('Successfully uploaded 1 item');
  });

  it('counts the images added to a brand', () => {
    expect(brandImagesAddedMessage(1, 'Juniper Lane')).toBe('1 image added to Juniper Lane.');
    expect(brandImagesAddedMessage(4, 'Ember & Oak')).toBe('4 images added to Ember & Oak.');
  });
});
