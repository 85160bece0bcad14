export { EarlyAccessDialog } from './components/early-access-dialog';
export { useSignupModalState } from './api/signup-modal-state';
