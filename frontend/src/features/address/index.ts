export { DeliveryAddressButton } from './components/delivery-address-button';
export { DeliveryAddressDialog } from './components/lazy-delivery-address-dialog';
export { useDeliveryAddress, useDeliveryState } from './model/use-delivery-address';
export { ADDRESS_STORAGE_KEY, getDeliveryAddress, type DeliveryAddress } from './model/address-store';
