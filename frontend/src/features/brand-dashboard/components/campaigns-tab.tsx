import { Megaphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate } from '@/lib/date-format';
import { formatDollars } from '@/lib/money';
import { useBrandCampaigns } from '../api/campaigns';
import { CreateCampaignDialog } from './create-campaign-dialog';

const dateText = (value: string | null) => (value ? formatShortDate(value, { utc: true }) : null);

export function CampaignsTab() {
  const campaigns = useBrandCampaigns();
  return (
    <section aria-labelledby="campaigns-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-heading" className="font-display text-xl font-semibold">
          Campaigns
        </h2>
        <CreateCampaignDialog />
      </div>
      {campaigns.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : campaigns.isError ? (
        <p className="text-sm text-danger-bright">Could not load campaigns.</p>
      ) : campaigns.data.length === 0 ? (
        <EmptyState icon={<Megaphone aria-hidden className="size-8" />} title="No campaigns yet" description="Create a campaign to start gifting and working with creators." />
      ) : (
        <ul className="grid gap-3">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="rounded-xl border border-border bg-surface/60 p-4" data-testid="campaign-row">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{campaign.name}</h3>
                  <p className="text-xs capitalize text-ink-muted">{campaign.type}</p>
                </div>
                {/* As specified, shown as active or other. */}
                <Badge className={campaign.status === 'active' ? 'bg-success/15 text-success-light' : 'bg-surface-strong/60 text-ink-subtle'}>{campaign.status}</Badge>
              </div>
              {campaign.description && <p className="mt-2 text-sm text-ink-subtle">{campaign.description}</p>}
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
                <div>
                  <dt className="inline">Budget: </dt>
                  <dd className="inline text-ink-soft">{campaign.budget === null ? 'No limit' : formatDollars(campaign.budget)}</dd>
                </div>
                <div>
                  <dt className="inline">Spent: </dt>
                  <dd className="inline text-ink-soft">{formatDollars(campaign.spent)}</dd>
                </div>
                {(campaign.startDate || campaign.endDate) && (
                  <div>
                    <dt className="inline">Dates: </dt>
                    <dd className="inline text-ink-soft">
                      {dateText(campaign.startDate) ?? '…'} – {dateText(campaign.endDate) ?? '…'}
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
