import { Gift } from 'lucide-react';
import { useState } from 'react';
import type { PartnershipDto } from '@/api/generated/model';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatShortDate } from '@/lib/date-format';
import { formatDollars } from '@/lib/money';
import { useAnswerPartnership, usePartnerships } from '../api/partnerships';

/** The specification's number: up to 3 product thumbnails, then '+N more'. */
const MAX_THUMBNAILS = 3;

const STATUS_CLASS: Record<string, string> = {
  pending: 'bg-accent/15 text-accent-light',
  accepted: 'bg-success/15 text-success-light',
  declined: 'bg-surface-strong/60 text-ink-subtle',
  expired: 'bg-surface-strong/60 text-ink-muted',
};

function PartnershipItem({ partnership }: { partnership: PartnershipDto }) {
  const answer = useAnswerPartnership();
  const extra = partnership.products.length - MAX_THUMBNAILS;
  return (
    <li className="rounded-xl border border-border bg-surface/60 p-4" data-testid="partnership">
      <div className="flex items-start gap-3">
        {partnership.brandLogo ? (
          <img src={partnership.brandLogo} alt="" className="size-10 shrink-0 rounded-lg bg-surface-raised object-contain" />
        ) : (
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-surface-raised text-accent-light">
            <Gift className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink">{partnership.title}</p>
            <Badge className={STATUS_CLASS[partnership.status] ?? STATUS_CLASS.declined}>{partnership.status}</Badge>
          </div>
          <p className="text-xs text-ink-muted">
            {partnership.brandName ?? 'A brand'} · {formatDollars(partnership.value)}
            {partnership.status === 'pending' && partnership.expiresAt && ` · expires ${formatShortDate(partnership.expiresAt)}`}
          </p>
        </div>
      </div>
      {partnership.description && <p className="mt-3 text-sm text-ink-subtle">{partnership.description}</p>}
      {partnership.products.length > 0 && (
        <div className="mt-3 flex items-center gap-2">
          {partnership.products.slice(0, MAX_THUMBNAILS).map((product) => (
            <img key={product.id} src={product.image ?? undefined} alt={product.name} title={product.name} className="size-12 rounded-lg bg-surface-raised object-cover" />
          ))}
          {extra > 0 && <span className="text-xs text-ink-muted">+{extra} more</span>}
        </div>
      )}
      {partnership.status === 'pending' && (
        <div className="mt-4 flex gap-2">
          <Button size="sm" onClick={() => answer.accept(partnership.id)} disabled={answer.isPending}>
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => answer.decline(partnership.id)} disabled={answer.isPending}>
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The /profile header's partnerships button: shown only when there are partnerships,
 * with a badge counting the pending ones; it opens the list.
 */
export function PartnershipsButton() {
  const partnerships = usePartnerships();
  const [open, setOpen] = useState(false);
  const list = partnerships.data ?? [];
  if (list.length === 0) return null;
  const pending = list.filter((partnership) => partnership.status === 'pending').length;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="relative">
        <Gift aria-hidden className="size-4" /> Partnerships
        {pending > 0 && (
          <span className="ml-1 rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent" aria-label={`${pending} pending`} data-testid="partnerships-pending">
            {pending}
          </span>
        )}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Partnerships</DialogTitle>
            <DialogDescription>Gift offers from brands. Accept one to start the partnership.</DialogDescription>
          </DialogHeader>
          <ul className="grid gap-3">
            {list.map((partnership) => (
              <PartnershipItem key={partnership.id} partnership={partnership} />
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}
