/** One figure of a profile header's counts row ('12 Favorites', '1 Collection'), an item of its `<ul>`. */
export function ProfileCount({ label, singular = label, value }: { label: string; singular?: string; value: number }) {
  return (
    <li data-testid={`count-${label.toLowerCase()}`}>
      <span className="font-semibold text-ink">{value}</span> <span className="text-ink-muted">{value === 1 ? singular : label}</span>
    </li>
  );
}
