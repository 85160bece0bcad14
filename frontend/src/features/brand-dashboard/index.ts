export { BrandRegisterPage } from './components/brand-register-form';
export { BrandDashboard } from './components/brand-dashboard';
export { BrandAccessRequired } from './components/brand-access-required';
