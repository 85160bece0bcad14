export { AgeGate } from './components/age-gate';
export { useAgeConfirmed } from './use-age-confirmed';
