import { ProductCsvRecord } from './product-csv-parser';
import { parseCategories, PRODUCT_IMPORT_LIMITS, ProductImportRow, validateProductRow } from './product-row';

const complete: ProductCsvRecord['values'] = {
  name: '  Rye Whiskey  ',
  description: ' Spicy and dry ',
  brand: ' Oak & Ember ',
  price: ' 42.50 ',
  categories: 'Whiskey, Rye',
  available: 'true',
  image: ' https://example.com/rye.jpg ',
  upc: ' 012345678905 ',
};

function rowOf(values: ProductCsvRecord['values'], rowNumber = 7): ProductImportRow {
  const result = validateProductRow({ rowNumber, values });
  if (!result.ok) throw new Error(`expected a valid row, got: ${result.error.error}`);
  return result.row;
}

function errorOf(values: ProductCsvRecord['values'], rowNumber = 7): string {
  const result = validateProductRow({ rowNumber, values });
  if (result.ok) throw new Error('expected a row error');
  expect(result.error.row).toBe(rowNumber);
  return result.error.error;
}

describe('validateProductRow', () => {
  it('turns a complete record into a trimmed, typed row', () => {
    expect(rowOf(complete)).toEqual({
      rowNumber: 7,
      name: 'Rye Whiskey',
      description: 'Spicy and dry',
      brandName: 'Oak & Ember',
      priceCents: 4250,
      categories: ['whiskey', 'rye'],
      available: true,
      image: 'https://example.com/rye.jpg',
      upc: '012345678905',
    });
  });

  it('fills the optional columns with their defaults when absent or blank', () => {
    const minimal = { name: 'Gin', brand: 'Oak & Ember', price: '20' };
    expect(rowOf(minimal)).toEqual({
      rowNumber: 7,
      name: 'Gin',
      description: null,
      brandName: 'Oak & Ember',
      priceCents: 2000,
      categories: [],
      available: true,
      image: null,
      upc: null,
    });
    expect(rowOf({ ...minimal, description: '  ', categories: ' ', available: ' ', image: '', upc: '' })).toEqual(rowOf(minimal));
  });

  describe('name and brand', () => {
    it.each([undefined, '', '   '])('requires a name (%p)', (name) => {
      expect(errorOf({ ...complete, name })).toBe('name is required');
    });

    it.each([undefined, '', '  '])('requires a brand (%p)', (brand) => {
      expect(errorOf({ ...complete, brand })).toBe('brand is required');
    });

    it('limits the name to 200 characters, counting an emoji as one', () => {
      expect(PRODUCT_IMPORT_LIMITS.NAME_MAX_LENGTH).toBe(200);
      expect(rowOf({ ...complete, name: '🥃'.repeat(200) }).name).toHaveLength(400); // UTF-16 units
      expect(errorOf({ ...complete, name: 'x'.repeat(201) })).toBe('name must be at most 200 characters, got 201');
    });

    it('keeps the brand as written, for the exact-name lookup', () => {
      expect(rowOf({ ...complete, brand: 'Château Noir' }).brandName).toBe('Château Noir');
    });
  });

  describe('price', () => {
    it.each([
      ['0', 0],
      ['0.00', 0],
      ['7', 700],
      ['7.', 700],
      ['.5', 50],
      ['34.99', 3499],
      ['0.07', 7],
      ['100000', 10_000_000],
      ['100000.00', 10_000_000],
    ])('reads %p as %d cents', (price, cents) => {
      expect(rowOf({ ...complete, price }).priceCents).toBe(cents);
    });

    it.each([undefined, '', ' '])('requires a price (%p)', (price) => {
      expect(errorOf({ ...complete, price })).toBe('price is required');
    });

    it.each(['abc', '-5', '-0.01', '$12', '1,299.00', '12,5', '1e3', 'NaN', 'Infinity', '12 99', '0x10'])(
      'refuses %p as not a number ≥ 0',
      (price) => {
        expect(errorOf({ ...complete, price })).toBe(`price must be a number ≥ 0, got '${price}'`);
      },
    );

    it('refuses fractions of a cent', () => {
      expect(errorOf({ ...complete, price: '19.999' })).toBe("price must have at most 2 decimals, got '19.999'");
    });

    it('refuses more than 100000 dollars', () => {
      expect(errorOf({ ...complete, price: '100000.01' })).toBe("price must be at most 100000, got '100000.01'");
    });
  });

  describe('available', () => {
    it.each([
      ['true', true],
      ['TRUE', true],
      [' True ', true],
      ['false', false],
      ['FALSE', false],
      ['False', false],
    ])('reads %p as %p', (available, expected) => {
      expect(rowOf({ ...complete, available }).available).toBe(expected);
    });

    it.each(['yes', 'no', '1', '0', 'y', 'available'])('accepts only true or false, not %p', (available) => {
      expect(errorOf({ ...complete, available })).toBe(`available must be true or false, got '${available}'`);
    });
  });

  describe('description, image and upc', () => {
    it('limits the description to 5000 characters', () => {
      expect(rowOf({ ...complete, description: 'd'.repeat(5000) }).description).toHaveLength(5000);
      expect(errorOf({ ...complete, description: 'd'.repeat(5001) })).toBe(
        'description must be at most 5000 characters, got 5001',
      );
    });

    it('limits the image to 2048 characters', () => {
      expect(errorOf({ ...complete, image: 'i'.repeat(2049) })).toBe('image must be at most 2048 characters, got 2049');
    });

    it.each(['12345678', '012345678905', '4006381333931', '00012345678905'])('accepts the UPC/EAN/GTIN %p', (upc) => {
      expect(rowOf({ ...complete, upc }).upc).toBe(upc);
    });

    it.each(['1.23457E+11', '1234567', '123456789012345', 'ABC12345678'])('refuses the upc %p', (upc) => {
      expect(errorOf({ ...complete, upc })).toBe(`upc must be 8 to 14 digits, got '${upc}'`);
    });
  });

  it('reports every problem of a row in one message, in column order', () => {
    expect(errorOf({ name: '', brand: '', price: 'free', available: 'maybe' }, 12)).toBe(
      "name is required; brand is required; price must be a number ≥ 0, got 'free'; available must be true or false, got 'maybe'",
    );
  });
});

describe('validateProductRow: text the database cannot store, and unsafe image references', () => {
  it('makes a NUL character or a lone surrogate in any field a row error naming the field', () => {
    expect(errorOf({ ...complete, description: 'Smoky\u0000finish' })).toBe('description contains a NUL character (\\u0000)');
    expect(errorOf({ ...complete, name: 'Rye \ud800' })).toBe('name contains an unpaired UTF-16 surrogate (invalid Unicode)');
  });

  it.each(['javascript:alert(1)', 'http://example.com/x.jpg', 'data:image/png;base64,AA', '//evil.example/x.png'])('refuses image %j', (image) => {
    expect(errorOf({ ...complete, image })).toMatch(/^image must be an https URL or a path under \/images\/ or \/objects\//);
  });

  it('accepts shop paths and https URLs as images', () => {
    expect(rowOf({ ...complete, image: '/objects/products/rye.png' }).image).toBe('/objects/products/rye.png');
    expect(rowOf({ ...complete, image: '/images/products/rye.svg' }).image).toBe('/images/products/rye.svg');
  });
});

describe('parseCategories', () => {
  it('splits on commas, trims, lower-cases and drops empties and repeats, keeping the primary first', () => {
    expect(parseCategories(' Whiskey , Bourbon,,whiskey, RTD ,')).toEqual(['whiskey', 'bourbon', 'rtd']);
  });

  it('is empty for a missing or blank field', () => {
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories(' , ')).toEqual([]);
  });
});
