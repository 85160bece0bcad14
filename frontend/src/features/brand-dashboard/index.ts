export { BrandRegisterPage } from './components/brand-register-form';
