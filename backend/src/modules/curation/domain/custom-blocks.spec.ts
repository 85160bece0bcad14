import { isAllowedMediaUrl, newBlockId, TooManyCustomBlocksError, validateCustomBlock, validatePageLayout } from './custom-blocks';
import { shareUrl } from './profile-share';

describe('custom blocks', () => {
  const check = (block: unknown) => () => validateCustomBlock(block, 1, 'custom-1');

  it('keeps a text block as plain text, trimmed, with Inter/normal by default', () => {
    expect(validateCustomBlock({ type: 'text', content: '  <img src=x onerror=alert(1)>  ' }, 2, 'custom-5')).toEqual({
      id: 'custom-5',
      type: 'text',
      content: '<img src=x onerror=alert(1)>',
      position: 2,
      fontFamily: 'Inter',
      fontWeight: 'normal',
    });
    expect(validateCustomBlock({ id: 'custom-1733475600000', type: 'text', content: 'x', fontFamily: 'Playfair Display', fontWeight: 'bold' }, 1, 'custom-9')).toMatchObject({
      id: 'custom-1733475600000',
      fontFamily: 'Playfair Display',
      fontWeight: 'bold',
    });
  });

  it('refuses unknown types, blank content, long text, bad fonts and bad ids', () => {
    expect(check({ type: 'html', content: 'x' })).toThrow('type must be text, image or video');
    expect(check({ type: 'text', content: ' \n ' })).toThrow('content must not be blank');
    expect(check({ type: 'text', content: 42 })).toThrow('content must be a string');
    expect(check({ type: 'text', content: 'x'.repeat(5000) })).not.toThrow();
    expect(check({ type: 'text', content: 'x'.repeat(5001) })).toThrow('at most 5000 characters');
    expect(check({ type: 'text', content: 'x', fontFamily: 'Papyrus' })).toThrow('fontFamily must be one of');
    expect(check({ type: 'text', content: 'x', fontWeight: 'light' })).toThrow('fontWeight must be normal or bold');
    expect(check({ id: 'custom-abc', type: 'text', content: 'x' })).toThrow('id must look like custom-{timestamp}');
    expect(check(null)).toThrow('block must be an object');
    expect(check(['text'])).toThrow('block must be an object');
  });

  it('accepts media only as uploaded-object paths or https URLs', () => {
    for (const ok of ['/objects/uploads/0b9f3c2e-6a1d', 'https://cdn.example.com/a.mp4', 'HTTPS://cdn.example.com/a.jpg']) expect(isAllowedMediaUrl(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.jpg',
      '//evil.example/a.jpg',
      '/objects/uploads/../secret',
      '/objects/uploads/',
      '/api/user',
      'https://user:pw@example.com/a.jpg',
      'vbscript:x',
      `https://example.com/${'a'.repeat(2000)}`,
    ]) {
      expect(isAllowedMediaUrl(bad)).toBe(false);
    }
    expect(check({ type: 'video', content: 'javascript:alert(1)' })).toThrow('content of a video block must be an /objects/uploads/… path or an https URL');
    expect(check({ type: 'image', content: '/objects/uploads/a', fontWeight: 'bold' })).toThrow('only for text blocks');
    expect(validateCustomBlock({ type: 'image', content: ' /objects/uploads/a ' }, 3, 'custom-2')).toEqual({ id: 'custom-2', type: 'image', content: '/objects/uploads/a', position: 3 });
  });

  it('renumbers a layout from its order, names the failing block and refuses duplicates or too many', () => {
    const layout = validatePageLayout(['favorites'], [{ id: 'custom-2', type: 'text', content: 'b', position: 7 }, { type: 'image', content: '/objects/uploads/x' }], (index) => `custom-new${index}`.replace('new', '9'));
    expect(layout.customBlocks.map((block) => [block.id, block.position])).toEqual([['custom-2', 1], ['custom-91', 2]]);
    expect(() => validatePageLayout([], [{ type: 'text', content: 'a' }, { type: 'gif', content: 'b' }], () => 'custom-1')).toThrow('customBlocks[1].type must be text, image or video');
    expect(() => validatePageLayout([], [{ id: 'custom-1', type: 'text', content: 'a' }, { id: 'custom-1', type: 'text', content: 'b' }], () => 'custom-3')).toThrow('customBlocks[1].id custom-1 appears twice');
    expect(() => validatePageLayout('x', [], () => 'custom-1')).toThrow('sections must be an array');
    expect(() => validatePageLayout([], Array.from({ length: 51 }, () => ({ type: 'text', content: 'a' })), () => 'custom-1')).toThrow(TooManyCustomBlocksError);
  });

  it('makes new ids that are not taken', () => {
    expect(newBlockId(100, new Set(['custom-100', 'custom-101']))).toBe('custom-102');
  });
});

describe('share links', () => {
  it('carries utm_source=<username>, utm_medium=shared_profile and the campaign by type', () => {
    expect(shareUrl('https://rounds.example/', 'maya o', 'profile', null)).toBe('https://rounds.example/profile/maya%20o?utm_source=maya+o&utm_medium=shared_profile&utm_campaign=profile_share');
    expect(shareUrl('http://localhost:3000', 'maya', 'product', 'p1')).toBe('http://localhost:3000/products/p1?utm_source=maya&utm_medium=shared_profile&utm_campaign=product_recommendation');
    expect(shareUrl('http://localhost:3000', 'maya', 'collection', 'c1')).toBe('http://localhost:3000/profile/maya?utm_source=maya&utm_medium=shared_profile&utm_campaign=collection_share#collection-c1');
  });
});
