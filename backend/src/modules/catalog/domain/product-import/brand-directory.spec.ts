import { BrandDirectory } from './brand-directory';

describe('BrandDirectory', () => {
  const brands = new BrandDirectory([
    { id: 'b1', name: 'Oak & Ember' },
    { id: 'b2', name: 'Château Margaux' },
  ]);

  it('finds a brand by its exact name, accents included', () => {
    expect(brands.resolve('Oak & Ember')).toEqual({ brandId: 'b1' });
    expect(brands.resolve('Château Margaux')).toEqual({ brandId: 'b2' });
  });

  it('refuses another letter case, pointing at the brand meant', () => {
    expect(brands.resolve('oak & ember')).toEqual({ error: 'brand "oak & ember" does not exist; did you mean "Oak & Ember"? Brand names must match exactly' });
  });

  it('refuses an unknown brand', () => {
    expect(brands.resolve('Nope Distillery')).toEqual({ error: 'brand "Nope Distillery" does not exist; use the exact name of an existing brand' });
  });
});
