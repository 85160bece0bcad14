/** One figure of a profile header's counts row ('12 Favorites'), an item of its `<ul>`. */
export function ProfileCount({ label, value }: { label: string; value: number }) {
  return (
    <li data-testid={`count-${label.toLowerCase()}`}>
      <span className="font-semibold text-ink">{value}</span> <span className="text-ink-muted">{label}</span>
    </li>
  );
}
