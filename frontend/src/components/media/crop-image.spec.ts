import { initialCropPercentages, outputSize, rotatedSize } from './crop-image';

describe('crop output', () => {
  it('scales a crop smaller than the minimum up to it, keeping its shape', () => {
    expect(outputSize({ width: 200, height: 200 }, { minWidth: 400, minHeight: 400 })).toEqual({ width: 400, height: 400 });
    expect(outputSize({ width: 640, height: 360 }, { minWidth: 1200, minHeight: 675 })).toEqual({ width: 1200, height: 675 });
  });

  it('keeps a crop that is already large enough at its own size', () => {
    expect(outputSize({ width: 1600, height: 1600 }, { minWidth: 400, minHeight: 400 })).toEqual({ width: 1600, height: 1600 });
    expect(outputSize({ width: 2000, height: 1125 }, { minWidth: 1200, minHeight: 675 })).toEqual({ width: 2000, height: 1125 });
  });
});

describe('initialCropPercentages', () => {
  it('starts at 90 % of the width, centred', () => {
    const hero = initialCropPercentages(3200, 2400, 16 / 9);
    expect(hero.width).toBe(90);
    expect(hero.x).toBe(5);
    expect(hero.height).toBeCloseTo(67.5);
    expect(hero.y).toBeCloseTo(16.25);
  });

  it('falls back to 90 % of the height when 90 % of the width would not fit', () => {
    const avatar = initialCropPercentages(3000, 2000, 1);
    expect(avatar.height).toBe(90);
    expect(avatar.width).toBeCloseTo(60);
    expect(avatar.x).toBeCloseTo(20);
  });
});

describe('rotatedSize', () => {
  it('is the bounding box of the turned image', () => {
    expect(rotatedSize(300, 200, 0)).toEqual({ width: 300, height: 200 });
    const quarter = rotatedSize(300, 200, 90);
    expect(quarter.width).toBeCloseTo(200);
    expect(quarter.height).toBeCloseTo(300);
  });
});
