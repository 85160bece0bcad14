export { AgeGateDialog } from './components/age-gate-dialog';
export { useAgeConfirmed } from './use-age-confirmed';
