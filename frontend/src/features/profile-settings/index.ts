export { ProfileSettingsButton } from './components/profile-settings-button';
