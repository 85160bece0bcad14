import { DomainError } from '../../../shared/domain/domain-error';
import {
  ALCOHOL_RESTRICTED_STATES,
  assertCanFulfilToState,
  availabilityInState,
  productAvailability,
  DeliveryAreaError,
  isAlcoholRestrictedState,
  isKnownUsState,
  isSameDayDeliveryState,
  marketsInclude,
  normaliseStateCode,
  ProductFulfillmentProfile,
  SAME_DAY_DELIVERY_STATES,
  tryNormaliseStateCode,
} from './delivery-area';

const everywhere: ProductFulfillmentProfile = {
  name: 'Rye Whiskey',
  available: true,
  deliveryAvailable: true,
  shippingAvailable: true,
  markets: null,
};

function refusal(run: () => unknown): DeliveryAreaError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DeliveryAreaError);
    expect(error).toBeInstanceOf(DomainError);
    return error as DeliveryAreaError;
  }
  throw new Error('expected a DeliveryAreaError');
}

describe('state codes', () => {
  it('lists the seed’s delivery and restricted states', () => {
    expect([...SAME_DAY_DELIVERY_STATES]).toEqual(['CA', 'NY', 'TX', 'FL', 'WA', 'OR', 'NV', 'CO']);
    expect([...ALCOHOL_RESTRICTED_STATES]).toEqual(['UT', 'MS', 'AL']);
  });

  it('normalises to trimmed upper case', () => {
    expect(normaliseStateCode(' ca ')).toBe('CA');
    expect(normaliseStateCode('Ny')).toBe('NY');
    expect(tryNormaliseStateCode('tx')).toBe('TX');
  });

  it.each(['', 'C', 'CAL', 'C1', '12', 'C A', 'Ü1'])('refuses %p as not two letters', (input) => {
    expect(tryNormaliseStateCode(input)).toBeNull();
    const error = refusal(() => normaliseStateCode(input));
    expect(error.code).toBe('INVALID_STATE');
    expect(error.kind).toBe('validation');
    expect(error.message).toContain('two-letter');
  });

  it('answers the membership questions case-insensitively', () => {
    expect(isSameDayDeliveryState('co')).toBe(true);
    expect(isSameDayDeliveryState('AZ')).toBe(false);
    expect(isAlcoholRestrictedState('ms')).toBe(true);
    expect(isAlcoholRestrictedState('CA')).toBe(false);
    expect(isKnownUsState('dc')).toBe(true);
    expect(isKnownUsState('ZZ')).toBe(false);
  });

  it('treats empty or missing markets as no limit and compares markets upper-case', () => {
    expect(marketsInclude(null, 'AZ')).toBe(true);
    expect(marketsInclude([], 'AZ')).toBe(true);
    expect(marketsInclude([' ca', 'ny '], 'CA')).toBe(true);
    expect(marketsInclude(['CA', 'NY'], 'AZ')).toBe(false);
  });
});

describe('availabilityInState', () => {
  it.each([...SAME_DAY_DELIVERY_STATES])('delivers and ships to %s', (state) => {
    expect(availabilityInState(everywhere, state.toLowerCase())).toEqual({
      state,
      availableInState: true,
      deliveryInState: true,
      shippingInState: true,
      restricted: false,
    });
  });

  it('ships but does not deliver outside the delivery states', () => {
    expect(availabilityInState(everywhere, 'AZ')).toEqual({
      state: 'AZ',
      availableInState: true,
      deliveryInState: false,
      shippingInState: true,
      restricted: false,
    });
  });

  it.each([...ALCOHOL_RESTRICTED_STATES])('marks %s restricted with the seed’s notice', (state) => {
    expect(availabilityInState(everywhere, state)).toEqual({
      state,
      availableInState: false,
      deliveryInState: false,
      shippingInState: false,
      restricted: true,
      reason: `Alcohol cannot be sold to ${state}`,
    });
  });

  it('limits shipping to the product markets', () => {
    const caOnly = { ...everywhere, markets: ['CA', 'NY'] };
    expect(availabilityInState(caOnly, 'NY').shippingInState).toBe(true);
    const arizona = availabilityInState(caOnly, 'AZ');
    expect(arizona).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
    expect(arizona.reason).toBe('Same-day delivery does not reach AZ and it ships only to CA and NY');
  });

  it('still delivers in a delivery state outside the markets', () => {
    const nyOnly = { ...everywhere, markets: ['NY'] };
    expect(availabilityInState(nyOnly, 'CA')).toMatchObject({
      availableInState: true,
      deliveryInState: true,
      shippingInState: false,
    });
  });

  it('respects the product’s own fulfillment flags', () => {
    const shippingOnly = { ...everywhere, deliveryAvailable: false };
    expect(availabilityInState(shippingOnly, 'CA')).toMatchObject({ deliveryInState: false, shippingInState: true });
    const deliveryOnly = { ...everywhere, shippingAvailable: false };
    const arizona = availabilityInState(deliveryOnly, 'AZ');
    expect(arizona).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
    expect(arizona.reason).toBe('Same-day delivery does not reach AZ');
    const neither = { ...everywhere, deliveryAvailable: false, shippingAvailable: false };
    expect(availabilityInState(neither, 'CA').reason).toBe('Rye Whiskey is offered neither for delivery nor for shipping');
  });

  it('says an unavailable product cannot be bought anywhere', () => {
    const soldOut = { ...everywhere, available: false };
    expect(availabilityInState(soldOut, 'CA')).toEqual({
      state: 'CA',
      availableInState: false,
      deliveryInState: false,
      shippingInState: false,
      restricted: false,
      reason: 'Rye Whiskey is currently unavailable',
    });
  });

  it('does not offer shipping to a code that is no US state', () => {
    const nowhere = availabilityInState(everywhere, 'ZZ');
    expect(nowhere).toMatchObject({ availableInState: false, shippingInState: false, restricted: false });
    expect(nowhere.reason).toBe('ZZ is not a US state code');
  });

  it('throws for a state that is not two letters', () => {
    expect(refusal(() => availabilityInState(everywhere, 'Cal')).code).toBe('INVALID_STATE');
  });
});

describe('assertCanFulfilToState', () => {
  it('returns the normalised state when the order is allowed', () => {
    expect(assertCanFulfilToState(everywhere, 'delivery', 'ca')).toBe('CA');
    expect(assertCanFulfilToState(everywhere, 'shipping', 'az')).toBe('AZ');
    expect(assertCanFulfilToState({ ...everywhere, markets: ['AZ'] }, 'shipping', 'AZ')).toBe('AZ');
  });

  it('refuses a state that is not two letters', () => {
    const error = refusal(() => assertCanFulfilToState(everywhere, 'shipping', 'California'));
    expect(error.code).toBe('INVALID_STATE');
    expect(error.message).toBe("State must be a two-letter code such as CA; got 'California'.");
  });

  it('refuses a two-letter code that is no US state', () => {
    const error = refusal(() => assertCanFulfilToState(everywhere, 'shipping', 'ZZ'));
    expect(error.code).toBe('UNKNOWN_STATE');
    expect(error.message).toContain('Enter the two-letter code of your state');
  });

  it.each(
    ALCOHOL_RESTRICTED_STATES.flatMap((state) => [
      [state, 'delivery'],
      [state, 'shipping'],
    ]) as [string, 'delivery' | 'shipping'][],
  )('refuses any order to %s (%s)', (state, fulfillmentType) => {
    const error = refusal(() => assertCanFulfilToState(everywhere, fulfillmentType, state.toLowerCase()));
    expect(error.code).toBe('STATE_ALCOHOL_RESTRICTED');
    expect(error.message).toBe(`Alcohol cannot be sold to ${state}. Please use an address in another state.`);
  });

  it('refuses delivery outside the delivery states and suggests shipping', () => {
    const error = refusal(() => assertCanFulfilToState(everywhere, 'delivery', 'AZ'));
    expect(error.code).toBe('DELIVERY_STATE_NOT_SERVED');
    expect(error.message).toBe(
      'Same-day delivery does not reach AZ; it is available in CA, NY, TX, FL, WA, OR, NV and CO. Choose shipping or an address in one of those states.',
    );
  });

  it('does not suggest shipping when the product cannot be shipped', () => {
    const deliveryOnly = { ...everywhere, shippingAvailable: false };
    const error = refusal(() => assertCanFulfilToState(deliveryOnly, 'delivery', 'AZ'));
    expect(error.message).toMatch(/Choose an address in one of those states\.$/);
  });

  it('refuses shipping outside the product markets', () => {
    const error = refusal(() => assertCanFulfilToState({ ...everywhere, markets: ['ca', 'NY'] }, 'shipping', 'AZ'));
    expect(error.code).toBe('SHIPPING_STATE_NOT_IN_MARKETS');
    expect(error.message).toBe(
      'Rye Whiskey cannot be shipped to AZ; it ships only to CA and NY. Please use an address in one of those states or remove it from your order.',
    );
  });

  it('refuses an unavailable product', () => {
    const error = refusal(() => assertCanFulfilToState({ ...everywhere, available: false }, 'delivery', 'CA'));
    expect(error.code).toBe('PRODUCT_UNAVAILABLE');
    expect(error.message).toBe('Rye Whiskey is currently unavailable. Please remove it from your order.');
  });

  it('refuses a fulfillment type the product does not offer and names the other one', () => {
    const shippingOnly = { ...everywhere, deliveryAvailable: false };
    const error = refusal(() => assertCanFulfilToState(shippingOnly, 'delivery', 'CA'));
    expect(error.code).toBe('FULFILLMENT_TYPE_UNAVAILABLE');
    expect(error.message).toBe('Rye Whiskey is not available for delivery. Please choose shipping instead.');

    const deliveryOnly = { ...everywhere, name: undefined, shippingAvailable: false };
    expect(refusal(() => assertCanFulfilToState(deliveryOnly, 'shipping', 'CA')).message).toBe(
      'This product is not available for shipping. Please choose delivery instead.',
    );
  });

  it('gives every refusal its own code', () => {
    const codes = new Set([
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', 'C')).code,
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', 'ZZ')).code,
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', 'UT')).code,
      refusal(() => assertCanFulfilToState({ ...everywhere, available: false }, 'delivery', 'CA')).code,
      refusal(() => assertCanFulfilToState({ ...everywhere, deliveryAvailable: false }, 'delivery', 'CA')).code,
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', 'AZ')).code,
      refusal(() => assertCanFulfilToState({ ...everywhere, markets: ['CA'] }, 'shipping', 'AZ')).code,
    ]);
    expect(codes.size).toBe(7);
  });
});

describe('productAvailability', () => {
  it('reads a product as the back office shows it: both ways, one way, or not at all', () => {
    const product = (available: boolean, deliveryAvailable: boolean, shippingAvailable: boolean) => productAvailability({ available, deliveryAvailable, shippingAvailable });
    expect(product(true, true, true)).toBe('available');
    expect(product(true, false, true)).toBe('ship_only');
    expect(product(true, true, false)).toBe('delivery_only');
    expect(product(true, false, false)).toBe('out_of_stock');
    expect(product(false, true, true)).toBe('out_of_stock');
  });
});
