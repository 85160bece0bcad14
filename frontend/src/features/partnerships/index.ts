export { PartnershipsButton } from './components/partnerships-button';
