import {
  ADDRESS_STORAGE_KEY,
  clearDeliveryAddress,
  getDeliveryAddress,
  isAddressComplete,
  saveDeliveryAddress,
  subscribeToDeliveryAddress,
  toDeliveryAddress,
} from './address-store';

const SOMA = { street: '500 Howard St', city: 'San Francisco', state: 'CA', zip: '94105' };

describe('address store', () => {
  describe('isAddressComplete', () => {
    it('needs all four fields, and spaces alone do not count', () => {
      expect(isAddressComplete(SOMA)).toBe(true);
      expect(isAddressComplete({ ...SOMA, zip: '' })).toBe(false);
      expect(isAddressComplete({ ...SOMA, city: '   ' })).toBe(false);
    });
  });

  describe('toDeliveryAddress', () => {
    it('trims, upper-cases the state, cuts state and ZIP to size and joins the address as the seed does', () => {
      expect(toDeliveryAddress({ street: ' 500 Howard St ', city: ' San Francisco', state: ' ca ', zip: ' 94105-1234-99 ' })).toEqual({
        street: '500 Howard St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105-1234',
        formatted: '500 Howard St, San Francisco, CA 94105-1234',
      });
    });
  });

  it('has no address until one is saved, then reads it back from local storage under rounds-address', () => {
    expect(getDeliveryAddress()).toBeNull();

    const saved = saveDeliveryAddress({ ...SOMA, state: 'ca' });

    expect(saved.state).toBe('CA');
    expect(JSON.parse(window.localStorage.getItem(ADDRESS_STORAGE_KEY)!)).toEqual(saved);
    expect(getDeliveryAddress()).toEqual(saved);
  });

  it('returns the same object until storage changes, as useSyncExternalStore needs', () => {
    saveDeliveryAddress(SOMA);
    const first = getDeliveryAddress();
    expect(getDeliveryAddress()).toBe(first);

    saveDeliveryAddress({ ...SOMA, city: 'Oakland' });
    expect(getDeliveryAddress()).not.toBe(first);
    expect(getDeliveryAddress()?.city).toBe('Oakland');
  });

  it('forgets the address when cleared', () => {
    saveDeliveryAddress(SOMA);
    clearDeliveryAddress();
    expect(window.localStorage.getItem(ADDRESS_STORAGE_KEY)).toBeNull();
    expect(getDeliveryAddress()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"CA"'],
    ['a field of the wrong type', JSON.stringify({ ...SOMA, zip: 94105 })],
    ['an incomplete address', JSON.stringify({ ...SOMA, street: ' ' })],
  ])('treats a stored value that is %s as no address', (_what, stored) => {
    window.localStorage.setItem(ADDRESS_STORAGE_KEY, stored);
    expect(getDeliveryAddress()).toBeNull();
  });

  it('normalizes an address an earlier visit stored by hand', () => {
    window.localStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify({ ...SOMA, state: 'ny' }));
    expect(getDeliveryAddress()).toMatchObject({ state: 'NY', formatted: '500 Howard St, San Francisco, NY 94105' });
  });

  it('tells subscribers about saves and clears, and about another tab changing the address', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToDeliveryAddress(listener);

    saveDeliveryAddress(SOMA);
    clearDeliveryAddress();
    window.dispatchEvent(new StorageEvent('storage', { key: ADDRESS_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    saveDeliveryAddress(SOMA);
    window.dispatchEvent(new StorageEvent('storage', { key: ADDRESS_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
