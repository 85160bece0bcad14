import { BadRequestException } from '@nestjs/common';
import { UuidPipe } from './uuid-param';

const refusalOf = (pipe: UuidPipe, value: unknown) => {
  try {
    pipe.transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse();
  }
  throw new Error('expected a refusal');
};

describe('UuidPipe', () => {
  it('passes a UUID through unchanged', () => {
    expect(new UuidPipe('orderId', 'an order id').transform('00000000-0000-4000-8000-000000000000')).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('refuses anything else with one message naming the parameter and what it should be', () => {
    expect(refusalOf(new UuidPipe('creatorId', 'a creator id'), 'mayapours')).toEqual({ message: 'creatorId must be a creator id (a UUID)', code: 'MALFORMED_ID' });
    expect(refusalOf(new UuidPipe('cartItemId', 'a cart item id'), undefined)).toEqual({ message: 'cartItemId must be a cart item id (a UUID)', code: 'MALFORMED_ID' });
  });

  it('keeps an answer a path already gave when one is passed', () => {
    const refusal = { message: 'The product id in the path must be a UUID.', code: 'INVALID_PRODUCT_ID' };
    expect(refusalOf(new UuidPipe('id', 'a product id', refusal), 'not-an-id')).toEqual(refusal);
  });
});
