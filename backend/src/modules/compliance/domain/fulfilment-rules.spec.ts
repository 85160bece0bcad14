import { DomainError } from '../../../shared/domain/domain-error';
import {
  assertCanFulfilToState,
  assertPurchaseAllowed,
  assertWithinOrderLimit,
  assertWithinRollingLimit,
  availabilityInState,
  DeliveryAreaError,
  isKnownUsState,
  marketsInclude,
  normaliseStateCode,
  ProductFulfillmentProfile,
  ruleNotices,
  tryNormaliseStateCode,
} from './fulfilment-rules';
import {
  alcoholKindOf,
  checkedTerms,
  FIRST_VERSION_DELIVERY_STATES,
  FIRST_VERSION_RESTRICTED_STATES,
  firstVersionRule,
  ruleInForce,
  type RuleSnapshot,
  type StateRule,
  US_STATE_CODES,
} from './state-rules';

/** The snapshot of the first version of the rules (the seed's) for a state, as the query answers it. */
function first(input: string, changes: Partial<StateRule> = {}): RuleSnapshot {
  const state = normaliseStateCode(input);
  return { state, rule: US_STATE_CODES.has(state) ? { ...firstVersionRule(state), ...changes } : null, deliveryStates: [...FIRST_VERSION_DELIVERY_STATES] };
}

const everywhere: ProductFulfillmentProfile = {
  name: 'Rye Whiskey',
  categories: ['whiskey'],
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
  it('lists the seed’s delivery and restricted states as the first version', () => {
    expect([...FIRST_VERSION_DELIVERY_STATES]).toEqual(['CA', 'NY', 'TX', 'FL', 'WA', 'OR', 'NV', 'CO']);
    expect([...FIRST_VERSION_RESTRICTED_STATES]).toEqual(['UT', 'MS', 'AL']);
    expect(firstVersionRule('CO')).toMatchObject({ deliveryAllowed: true, restricted: false, shippingAllowed: { spirits: true, wine: true, beer: true }, maxBottlesPerOrder: null });
    expect(firstVersionRule('MS')).toMatchObject({ deliveryAllowed: false, restricted: true, shippingAllowed: { spirits: false, wine: false, beer: false } });
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
  it.each([...FIRST_VERSION_DELIVERY_STATES])('delivers and ships to %s', (state) => {
    expect(availabilityInState(everywhere, first(state.toLowerCase()))).toEqual({
      state,
      availableInState: true,
      deliveryInState: true,
      shippingInState: true,
      restricted: false,
    });
  });

  it('ships but does not deliver outside the delivery states', () => {
    expect(availabilityInState(everywhere, first('AZ'))).toEqual({
      state: 'AZ',
      availableInState: true,
      deliveryInState: false,
      shippingInState: true,
      restricted: false,
    });
  });

  it.each([...FIRST_VERSION_RESTRICTED_STATES])('marks %s restricted with the seed’s notice', (state) => {
    expect(availabilityInState(everywhere, first(state))).toEqual({
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
    expect(availabilityInState(caOnly, first('NY')).shippingInState).toBe(true);
    const arizona = availabilityInState(caOnly, first('AZ'));
    expect(arizona).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
    expect(arizona.reason).toBe('Same-day delivery does not reach AZ and it ships only to CA and NY');
  });

  it('still delivers in a delivery state outside the markets', () => {
    const nyOnly = { ...everywhere, markets: ['NY'] };
    expect(availabilityInState(nyOnly, first('CA'))).toMatchObject({
      availableInState: true,
      deliveryInState: true,
      shippingInState: false,
    });
  });

  it('respects the product’s own fulfillment flags', () => {
    const shippingOnly = { ...everywhere, deliveryAvailable: false };
    expect(availabilityInState(shippingOnly, first('CA'))).toMatchObject({ deliveryInState: false, shippingInState: true });
    const deliveryOnly = { ...everywhere, shippingAvailable: false };
    const arizona = availabilityInState(deliveryOnly, first('AZ'));
    expect(arizona).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
    expect(arizona.reason).toBe('Same-day delivery does not reach AZ');
    const neither = { ...everywhere, deliveryAvailable: false, shippingAvailable: false };
    expect(availabilityInState(neither, first('CA')).reason).toBe('Rye Whiskey is offered neither for delivery nor for shipping');
  });

  it('says an unavailable product cannot be bought anywhere', () => {
    const soldOut = { ...everywhere, available: false };
    expect(availabilityInState(soldOut, first('CA'))).toEqual({
      state: 'CA',
      availableInState: false,
      deliveryInState: false,
      shippingInState: false,
      restricted: false,
      reason: 'Rye Whiskey is currently unavailable',
    });
  });

  it('does not offer shipping to a code that is no US state', () => {
    const nowhere = availabilityInState(everywhere, first('ZZ'));
    expect(nowhere).toMatchObject({ availableInState: false, shippingInState: false, restricted: false });
    expect(nowhere.reason).toBe('ZZ is not a US state code');
  });

  it('throws for a state that is not two letters', () => {
    expect(refusal(() => availabilityInState(everywhere, first('Cal'))).code).toBe('INVALID_STATE');
  });
});

describe('assertCanFulfilToState', () => {
  it('returns the normalised state when the order is allowed', () => {
    expect(assertCanFulfilToState(everywhere, 'delivery', first('ca'))).toBe('CA');
    expect(assertCanFulfilToState(everywhere, 'shipping', first('az'))).toBe('AZ');
    expect(assertCanFulfilToState({ ...everywhere, markets: ['AZ'] }, 'shipping', first('AZ'))).toBe('AZ');
  });

  it('refuses a state that is not two letters', () => {
    const error = refusal(() => assertCanFulfilToState(everywhere, 'shipping', first('California')));
    expect(error.code).toBe('INVALID_STATE');
    expect(error.message).toBe("State must be a two-letter code such as CA; got 'California'.");
  });

  it('refuses a two-letter code that is no US state', () => {
    const error = refusal(() => assertCanFulfilToState(everywhere, 'shipping', first('ZZ')));
    expect(error.code).toBe('UNKNOWN_STATE');
    expect(error.message).toContain('Enter the two-letter code of your state');
  });

  it.each(
    FIRST_VERSION_RESTRICTED_STATES.flatMap((state) => [
      [state, 'delivery'],
      [state, 'shipping'],
    ]) as [string, 'delivery' | 'shipping'][],
  )('refuses any order to %s (%s)', (state, fulfillmentType) => {
    const error = refusal(() => assertCanFulfilToState(everywhere, fulfillmentType, first(state.toLowerCase())));
    expect(error.code).toBe('STATE_ALCOHOL_RESTRICTED');
    expect(error.message).toBe(`Alcohol cannot be sold to ${state}. Please use an address in another state.`);
  });

  it('refuses delivery outside the delivery states and suggests shipping', () => {
    const error = refusal(() => assertCanFulfilToState(everywhere, 'delivery', first('AZ')));
    expect(error.code).toBe('DELIVERY_STATE_NOT_SERVED');
    expect(error.message).toBe(
      'Same-day delivery does not reach AZ; it is available in CA, NY, TX, FL, WA, OR, NV and CO. Choose shipping or an address in one of those states.',
    );
  });

  it('does not suggest shipping when the product cannot be shipped', () => {
    const deliveryOnly = { ...everywhere, shippingAvailable: false };
    const error = refusal(() => assertCanFulfilToState(deliveryOnly, 'delivery', first('AZ')));
    expect(error.message).toMatch(/Choose an address in one of those states\.$/);
  });

  it('refuses shipping outside the product markets', () => {
    const error = refusal(() => assertCanFulfilToState({ ...everywhere, markets: ['ca', 'NY'] }, 'shipping', first('AZ')));
    expect(error.code).toBe('SHIPPING_STATE_NOT_IN_MARKETS');
    expect(error.message).toBe(
      'Rye Whiskey cannot be shipped to AZ; it ships only to CA and NY. Please use an address in one of those states or remove it from your order.',
    );
  });

  it('refuses an unavailable product', () => {
    const error = refusal(() => assertCanFulfilToState({ ...everywhere, available: false }, 'delivery', first('CA')));
    expect(error.code).toBe('PRODUCT_UNAVAILABLE');
    expect(error.message).toBe('Rye Whiskey is currently unavailable. Please remove it from your order.');
  });

  it('refuses a fulfillment type the product does not offer and names the other one', () => {
    const shippingOnly = { ...everywhere, deliveryAvailable: false };
    const error = refusal(() => assertCanFulfilToState(shippingOnly, 'delivery', first('CA')));
    expect(error.code).toBe('FULFILLMENT_TYPE_UNAVAILABLE');
    expect(error.message).toBe('Rye Whiskey is not available for delivery. Please choose shipping instead.');

    const deliveryOnly = { ...everywhere, name: undefined, shippingAvailable: false };
    expect(refusal(() => assertCanFulfilToState(deliveryOnly, 'shipping', first('CA'))).message).toBe(
      'This product is not available for shipping. Please choose delivery instead.',
    );
  });

  it('gives every refusal its own code', () => {
    const codes = new Set([
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', first('C'))).code,
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', first('ZZ'))).code,
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', first('UT'))).code,
      refusal(() => assertCanFulfilToState({ ...everywhere, available: false }, 'delivery', first('CA'))).code,
      refusal(() => assertCanFulfilToState({ ...everywhere, deliveryAvailable: false }, 'delivery', first('CA'))).code,
      refusal(() => assertCanFulfilToState(everywhere, 'delivery', first('AZ'))).code,
      refusal(() => assertCanFulfilToState({ ...everywhere, markets: ['CA'] }, 'shipping', first('AZ'))).code,
    ]);
    expect(codes.size).toBe(7);
  });
});


describe('rules changed from the first version', () => {
  const wine: ProductFulfillmentProfile = { ...everywhere, name: 'Estate Red', categories: ['wine'] };

  it('allows or refuses shipping per kind of alcohol', () => {
    const texas = first('TX', { shippingAllowed: { spirits: false, wine: true, beer: true } });
    const error = refusal(() => assertCanFulfilToState(everywhere, 'shipping', texas));
    expect(error.code).toBe('SHIPPING_NOT_ALLOWED_IN_STATE');
    expect(error.message).toBe('Texas does not allow spirits to be shipped to it; Rye Whiskey cannot be shipped to TX. Please choose same-day delivery instead.');
    expect(assertCanFulfilToState(wine, 'shipping', texas)).toBe('TX');
    expect(availabilityInState(everywhere, texas)).toMatchObject({ deliveryInState: true, shippingInState: false });
    const arizona = first('AZ', { shippingAllowed: { spirits: false, wine: true, beer: true } });
    expect(availabilityInState(everywhere, arizona)).toMatchObject({ availableInState: false, reason: 'Same-day delivery does not reach AZ and Arizona does not allow spirits to be shipped to it' });
  });

  it('reads the kind of alcohol from the categories, spirits when none is known', () => {
    expect(alcoholKindOf(['wine'])).toBe('wine');
    expect(alcoholKindOf(['sake'])).toBe('wine');
    expect(alcoholKindOf(['beer'])).toBe('beer');
    expect(alcoholKindOf(['cocktail-kits', 'gin'])).toBe('spirits');
    expect(alcoholKindOf(['mixers'])).toBe('spirits');
    expect(alcoholKindOf([])).toBe('spirits');
    expect(alcoholKindOf(null)).toBe('spirits');
  });

  it('refuses a ZIP code in a dry area, by prefix, before anything else about the lines', () => {
    const texas = first('TX', { dryZipPrefixes: ['790', '75001'] });
    const error = refusal(() => assertCanFulfilToState({ ...everywhere, available: false }, 'delivery', texas, '79012'));
    expect(error.code).toBe('DRY_AREA');
    expect(error.message).toBe('Alcohol cannot be sold to ZIP code 79012: it is in a dry area of Texas. Please use an address elsewhere.');
    expect(refusal(() => assertCanFulfilToState(everywhere, 'shipping', texas, '75001-1234')).code).toBe('DRY_AREA');
    expect(assertCanFulfilToState(everywhere, 'delivery', texas, '75002')).toBe('TX');
    expect(assertCanFulfilToState(everywhere, 'delivery', texas)).toBe('TX');
  });

  it('limits the bottles of one order, every line counted', () => {
    const texas = first('TX', { maxBottlesPerOrder: 3 });
    const lines = [
      { product: everywhere, fulfillmentType: 'shipping' as const, quantity: 2 },
      { product: wine, fulfillmentType: 'delivery' as const, quantity: 1 },
    ];
    expect(() => assertPurchaseAllowed(lines, texas)).not.toThrow();
    const error = refusal(() => assertPurchaseAllowed([...lines, { product: wine, fulfillmentType: 'shipping', quantity: 1 }], texas));
    expect(error.code).toBe('ORDER_BOTTLE_LIMIT');
    expect(error.message).toBe('Texas limits alcohol to 3 bottles per order; this order has 4 bottles. Remove 1 bottle to continue.');
    expect(refusal(() => assertWithinOrderLimit(first('TX', { maxBottlesPerOrder: 0 }), 1)).message).toBe('Texas limits alcohol to 0 bottles per order; this order has 1 bottle. Remove 1 bottle to continue.');
  });

  it('limits the bottles of 30 days, what was ordered and this order together', () => {
    const texas = first('TX', { maxBottlesPer30Days: 6 });
    expect(() => assertWithinRollingLimit(texas, 4, 2)).not.toThrow();
    const error = refusal(() => assertWithinRollingLimit(texas, 5, 2));
    expect(error.code).toBe('ROLLING_BOTTLE_LIMIT');
    expect(error.message).toBe('Texas limits alcohol to 6 bottles per shopper in 30 days; you ordered 5 bottles in the last 30 days and this order has 2 bottles. You may order 1 bottle more now.');
    expect(() => assertWithinRollingLimit(first('TX'), 500, 500)).not.toThrow();
  });

  it('says what applies in a state, as sentences', () => {
    expect(ruleNotices(first('TX'))).toEqual(['Same-day delivery is available in Texas.', '2-day shipping is available to Texas.']);
    expect(ruleNotices(first('UT'))).toEqual(['Alcohol cannot be sold to Utah.']);
    expect(ruleNotices(first('AZ', { shippingAllowed: { spirits: false, wine: true, beer: true }, maxBottlesPerOrder: 1, maxBottlesPer30Days: 12, dryZipPrefixes: ['85'] }), '85001')).toEqual([
      'ZIP code 85001 is in a dry area of Arizona: alcohol cannot be sold there.',
      'Same-day delivery does not reach Arizona.',
      'Arizona allows only wine and beer to be shipped to it.',
      'Arizona limits alcohol to 1 bottle per order.',
      'Arizona limits alcohol to 12 bottles per shopper in 30 days.',
    ]);
  });
});

describe('versions and their terms', () => {
  const at = (iso: string) => ({ effectiveFrom: new Date(iso) });

  it('puts in force the latest version that started, none before the first', () => {
    const versions = [at('2000-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), at('2026-06-01T00:00:00Z')];
    expect(ruleInForce(versions, new Date('2026-12-31T23:59:59Z'))).toBe(versions[2]);
    expect(ruleInForce(versions, new Date('2027-01-01T00:00:00Z'))).toBe(versions[1]);
    expect(ruleInForce(versions, new Date('1999-12-31T00:00:00Z'))).toBeNull();
  });

  it('keeps limits whole and ZIP prefixes digits, sorted once each', () => {
    const terms = firstVersionRule('TX');
    expect(checkedTerms({ ...terms, dryZipPrefixes: [' 79', '750', '79'] }).dryZipPrefixes).toEqual(['750', '79']);
    expect(() => checkedTerms({ ...terms, maxBottlesPerOrder: -1 })).toThrow('maxBottlesPerOrder must be a whole number of bottles, 0 or more, or null for no limit; got -1.');
    expect(() => checkedTerms({ ...terms, maxBottlesPer30Days: 2.5 })).toThrow('maxBottlesPer30Days must be a whole number');
    expect(() => checkedTerms({ ...terms, dryZipPrefixes: ['7x'] })).toThrow("Each dry ZIP prefix must be 1 to 5 digits, such as 79 or 75001; got '7x'.");
  });
});
