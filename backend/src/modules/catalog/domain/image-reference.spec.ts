import { isAcceptedImageReference } from './image-reference';

describe('image references', () => {
  it.each(['https://example.com/gin.jpg', 'https://cdn.example.com/a/b.png?w=400', '/images/products/x.svg', '/objects/brand-logos/abc%20d.png'])('accepts %s', (value) => {
    expect(isAcceptedImageReference(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/gin.jpg',
    '//evil.example/x.png',
    '/images/../../etc/passwd',
    '/uploads/x.png',
    'images/x.png',
    'https://user:pw@example.com/x.png',
    'https:///x.png',
    '/images/a b.png',
    '',
  ])('refuses %j', (value) => {
    expect(isAcceptedImageReference(value)).toBe(false);
  });
});
