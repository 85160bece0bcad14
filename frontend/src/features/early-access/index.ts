export { EarlyAccessDialog } from './components/early-access-dialog';
