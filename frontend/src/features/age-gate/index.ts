export { AgeGateDialog } from './components/age-gate-dialog';
