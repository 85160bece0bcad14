export { DeliveryAddressButton } from './components/delivery-address-button';
