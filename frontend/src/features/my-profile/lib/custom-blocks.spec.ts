import { mediaFileProblem } from './crop-settings';
import { moveBlock, savedBlocks, savedSections, type CustomBlock } from './custom-blocks';

const block = (id: string, position: number): CustomBlock => ({ id, type: 'text', content: id, position, fontFamily: 'Inter', fontWeight: 'normal' });

describe('profile custom blocks', () => {
  it('reads the saved blocks and sections of a pageLayout, tolerating null and junk', () => {
    expect(savedBlocks(null)).toEqual([]);
    expect(savedBlocks({ customBlocks: 'x' })).toEqual([]);
    expect(savedBlocks({ customBlocks: [block('custom-1', 1), { id: 3 }, null] })).toEqual([block('custom-1', 1)]);
    expect(savedSections({ sections: ['favorites', 4] })).toEqual(['favorites']);
  });

  it('moves a block and renumbers positions 1…n', () => {
    const moved = moveBlock([block('a', 1), block('b', 2), block('c', 3)], 2, 0);
    expect(moved.map((b) => [b.id, b.position])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });
});

describe('profile media limits', () => {
  const file = (type: string, size: number) => ({ type, size }) as File;
  it('accepts PNG/JPG up to 10 MB and MP4/MOV up to 50 MB', () => {
    expect(mediaFileProblem('image', file('image/png', 10_485_760))).toBeNull();
    expect(mediaFileProblem('image', file('image/jpeg', 10_485_761))).toBe('File size must be less than 10MB');
    expect(mediaFileProblem('image', file('image/svg+xml', 10))).toBe('Please select a PNG or JPG image.');
    expect(mediaFileProblem('video', file('video/quicktime', 52_428_800))).toBeNull();
    expect(mediaFileProblem('video', file('video/mp4', 52_428_801))).toBe('File size must be less than 50MB');
  });
});
