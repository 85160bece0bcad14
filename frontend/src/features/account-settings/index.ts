export { AccountSettingsButton } from './components/account-settings-button';
