import { marketingFigure } from './marketing-figure';

describe('marketingFigure', () => {
  it.each([
    [0, '0'],
    [9, '9'],
    [10, '10+'],
    [54, '50+'],
    [120, '120+'],
    [127, '120+'],
    [999, '990+'],
    [1000, '1,000+'],
    [1234, '1,200+'],
    [52_345, '52,300+'],
  ])('%i → %s', (count, figure) => {
    expect(marketingFigure(count)).toBe(figure);
  });
});
