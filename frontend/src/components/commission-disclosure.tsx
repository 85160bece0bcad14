import { Info } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The commission disclosure every creator page and public profile carries (the US FTC's endorsement rules; docs/decisions/storefront-pages.md). */
export function CommissionDisclosure({ className }: { className?: string }) {
  return (
    <p data-testid="commission-disclosure" className={cn('flex items-start gap-2 text-xs text-ink-muted', className)}>
      <Info aria-hidden className="mt-px size-3.5 shrink-0" />
      Curators earn a commission on purchases made through their links.
    </p>
  );
}
