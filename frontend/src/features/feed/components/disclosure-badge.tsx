import { BadgeDollarSign, Gift } from 'lucide-react';
import type { EndorsementDisclosure } from '@/api/generated/model';
import { cn } from '@/lib/utils';

const LABELS: Record<EndorsementDisclosure, { label: string; title: string; icon: typeof Gift }> = {
  gifted: { label: 'Gifted', title: 'The brand gave this curator the product.', icon: Gift },
  paid_partnership: { label: 'Paid partnership', title: 'The brand pays this curator for recommending it.', icon: BadgeDollarSign },
};

/** The label a recommendation carries when the curator was gifted the product or is paid for it (the endorsement's `disclosure`, typed a string by the generated client). */
export function DisclosureBadge({ disclosure, className }: { disclosure: string | null | undefined; className?: string }) {
  if (!disclosure || !(disclosure in LABELS)) return null;
  const { label, title, icon: Icon } = LABELS[disclosure as EndorsementDisclosure];
  return (
    <span
      data-testid="disclosure-badge"
      title={title}
      className={cn('inline-flex w-fit items-center gap-1 rounded-full border border-border-strong bg-surface-raised px-2 py-0.5 text-xs font-medium text-ink-soft', className)}
    >
      <Icon aria-hidden className="size-3.5 text-accent-bright" />
      {label}
    </span>
  );
}
