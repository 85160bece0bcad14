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
        <p className="text-sm text-red-400">Could not load campaigns.</p>
      ) : campaigns.data.length === 0 ? (
        <EmptyState icon={<Megaphone aria-hidden className="size-8" />} title="No campaigns yet" description="Create a campaign to start gifting and working with creators." />
      ) : (
        <ul className="grid gap-3">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="rounded-xl border border-stone-800 bg-stone-900/60 p-4" data-testid="campaign-row">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-stone-100">{campaign.name}</h3>
                  <p className="text-xs capitalize text-stone-400">{campaign.type}</p>
                </div>
                {/* Seed 001 §4: shown as active or other. */}
                <Badge className={campaign.status === 'active' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-stone-700/60 text-stone-300'}>{campaign.status}</Badge>
              </div>
              {campaign.description && <p className="mt-2 text-sm text-stone-300">{campaign.description}</p>}
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-400">
                <div>
                  <dt className="inline">Budget: </dt>
                  <dd className="inline text-stone-200">{campaign.budget === null ? 'No limit' : formatDollars(campaign.budget)}</dd>
                </div>
                <div>
                  <dt className="inline">Spent: </dt>
                  <dd className="inline text-stone-200">{formatDollars(campaign.spent)}</dd>
                </div>
                {(campaign.startDate || campaign.endDate) && (
                  <div>
                    <dt className="inline">Dates: </dt>
                    <dd className="inline text-stone-200">
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
