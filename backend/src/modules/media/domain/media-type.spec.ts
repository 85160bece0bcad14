import { declaredMediaType, familyOf, maxBytesOf, sniffMediaType } from './media-type';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const box = (type: string, brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), bytes(type), bytes(brand), Buffer.alloc(12)]);

describe('sniffMediaType', () => {
  it.each([
    ['PNG', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8)]), 'image/png'],
    ['JPEG (JFIF)', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
    ['JPEG (EXIF)', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34]), 'image/jpeg'],
    ['WebP', bytes('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['MP4 (isom)', box('ftyp', 'isom'), 'video/mp4'],
    ['MP4 (mp42)', box('ftyp', 'mp42'), 'video/mp4'],
    ['MP4 (avc1)', box('ftyp', 'avc1'), 'video/mp4'],
    ['MOV (qt brand)', box('ftyp', 'qt  '), 'video/quicktime'],
    ['MOV (old, moov first)', box('moov', 'mvhd'), 'video/quicktime'],
    ['MOV (old, wide first)', Buffer.concat([Buffer.from([0, 0, 0, 8]), bytes('wide'), Buffer.alloc(8)]), 'video/quicktime'],
  ])('reads %s', (_name, head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><html><body>')],
    ['HTML with a BOM', bytes('\xef\xbb\xbf<html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['XML then SVG', bytes('<?xml version="1.0"?><svg>')],
    ['GIF', bytes('GIF89a\x01\x00\x01\x00\x80\x00\x00')],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3')],
    ['HEIC', box('ftyp', 'heic')],
    ['AVIF', box('ftyp', 'avif')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['two JPEG bytes', Buffer.from([0xff, 0xd8])],
    ['a zero-length atom named like QuickTime', Buffer.concat([Buffer.from([0, 0, 0, 0]), bytes('free'), Buffer.alloc(8)])],
    ['plain text', bytes('just some words here')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });
});

describe('declaredMediaType', () => {
  it.each([
    ['image/jpeg', 'image/jpeg'],
    ['IMAGE/JPEG; charset=binary', 'image/jpeg'],
    ['image/jpg', 'image/jpeg'],
    ['image/png', 'image/png'],
    ['image/webp', 'image/webp'],
    ['video/mp4', 'video/mp4'],
    ['video/quicktime', 'video/quicktime'],
  ])('takes %p as %p', (header, type) => {
    expect(declaredMediaType(header)).toBe(type);
  });

  it.each(['text/html', 'image/svg+xml', 'image/gif', 'application/octet-stream', '', undefined])('takes none of %p', (header) => {
    expect(declaredMediaType(header)).toBeNull();
  });
});

describe('limits', () => {
  it('are the seed’s: 10,485,760 bytes for images and 52,428,800 for videos', () => {
    expect(maxBytesOf(familyOf('image/webp'))).toBe(10_485_760);
    expect(maxBytesOf(familyOf('video/quicktime'))).toBe(52_428_800);
  });
});
