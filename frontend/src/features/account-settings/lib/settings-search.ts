export const SETTINGS_TABS = ['profile', 'banking', 'account', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export interface SettingsSearch {
  /** The settings dialog is open on this tab (/profile?settings=security: where an account enrols a second factor). */
  settings?: SettingsTab;
}

/** ?settings=…: an unknown tab is dropped (the dialog stays closed). */
export function parseSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  return SETTINGS_TABS.includes(search.settings as SettingsTab) ? { settings: search.settings as SettingsTab } : {};
}
