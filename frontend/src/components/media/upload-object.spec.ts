import { objectPathOf } from './upload-object';

describe('objectPathOf (the seeds’ rewrite rule)', () => {
  it('is the upload URL’s path without its signature', () => {
    expect(objectPathOf('https://shop.example/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77?expires=1&signature=abc')).toBe('/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77');
    expect(objectPathOf('/objects/uploads/abc?expires=1&signature=x')).toBe('/objects/uploads/abc');
  });

  it('rewrites a private storage URL to /objects/uploads/{rest}', () => {
    expect(objectPathOf('https://storage.example.com/bucket/.private/uploads/abc-123?X-Amz-Signature=1')).toBe('/objects/uploads/abc-123');
  });
});
