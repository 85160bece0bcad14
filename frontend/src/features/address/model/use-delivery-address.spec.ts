import { act, renderHook } from '@testing-library/react';
import { ADDRESS_STORAGE_KEY, clearDeliveryAddress, saveDeliveryAddress } from './address-store';
import { useDeliveryAddress, useDeliveryState } from './use-delivery-address';

describe('useDeliveryAddress', () => {
  it('re-renders with the address when it is saved, cleared, or changed in another tab', () => {
    const { result } = renderHook(() => ({ address: useDeliveryAddress(), state: useDeliveryState() }));
    expect(result.current).toEqual({ address: null, state: undefined });

    act(() => void saveDeliveryAddress({ street: '1 Main St', city: 'Austin', state: 'tx', zip: '73301' }));
    expect(result.current.address?.formatted).toBe('1 Main St, Austin, TX 73301');
    expect(result.current.state).toBe('TX');

    act(() => {
      window.localStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify({ street: '9 Pine St', city: 'Seattle', state: 'WA', zip: '98101' }));
      window.dispatchEvent(new StorageEvent('storage', { key: ADDRESS_STORAGE_KEY }));
    });
    expect(result.current.state).toBe('WA');

    act(() => clearDeliveryAddress());
    expect(result.current).toEqual({ address: null, state: undefined });
  });
});
