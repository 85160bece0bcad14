import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';

/**
 * What applies to an address in a state: the rules in force there (same-day delivery, shipping,
 * bottle limits, dry ZIP codes) as the server words them, GET /api/compliance/rules. Nothing while
 * the state is not two letters or names no US state.
 */
export function AddressRulesNotice({ state, zip }: { state: string; zip: string }) {
  const code = state.trim().toUpperCase();
  const zipCode = zip.trim();
  const rules = useQuery({
    queryKey: ['/api/compliance/rules', code, zipCode],
    queryFn: async ({ signal }) =>
      (await import('@/api/generated/endpoints/compliance/compliance')).getShopperStateRules({ state: code, ...(zipCode ? { zip: zipCode } : {}) }, undefined, signal),
    enabled: /^[A-Z]{2}$/.test(code),
    retry: false,
  });
  if (!rules.data) return null;
  return (
    <section aria-label={`Rules in ${rules.data.stateName}`} className="grid gap-1.5 rounded-md border border-border bg-surface-raised px-3 py-2 text-sm" data-testid="address-rules-notice">
      <h3 className="flex items-center gap-1.5 font-medium">
        <Scale aria-hidden className="size-4 text-accent-bright" />
        What applies in {rules.data.stateName}
      </h3>
      <ul className="grid gap-1 text-ink-muted">
        {rules.data.notices.map((notice) => (
          <li key={notice} className={rules.data.dryArea || rules.data.restricted ? 'first:text-danger-pale' : undefined}>
            {notice}
          </li>
        ))}
      </ul>
    </section>
  );
}
