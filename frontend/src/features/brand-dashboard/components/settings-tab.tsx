export function SettingsTab() {
  return <p className="py-6 text-sm text-stone-400">Coming soon.</p>;
}
