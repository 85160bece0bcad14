export { AccountSettingsButton } from './components/account-settings-button';
export { parseSettingsSearch, type SettingsSearch, type SettingsTab } from './lib/settings-search';
