import { Gift, Search, Star, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { DiscoverCreatorsParams, DiscoveredCreatorDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDollars } from '@/lib/money';
import { formatFollowers } from '@/lib/text';
import { GIFT_EXPIRY_MS, GIFT_MESSAGE, GIFT_VALUE, useBrandProducts, useCreatorDiscovery, useSendGiftOffer } from '../api/dashboard';
import { SELECT_CLASS } from './create-campaign-dialog';

/** As specified, placeholders only where a value is truly missing (a rating); a follower count is always real. */
const DEFAULT_RATING = 4.8;

function CreatorCard({ creator, productId }: { creator: DiscoveredCreatorDto; productId: string | null }) {
  const send = useSendGiftOffer();
  const sendGift = () =>
    productId &&
    send.mutate({ campaignId: 'default', recipientId: creator.id, productId, message: GIFT_MESSAGE, value: GIFT_VALUE, expiresAt: new Date(Date.now() + GIFT_EXPIRY_MS).toISOString() });
  return (
    <li className="flex flex-col rounded-xl border border-border bg-surface/60 p-4" data-testid="creator-card">
      <div className="flex items-center gap-3">
        {creator.avatar ? (
          <img src={creator.avatar} alt="" className="size-12 rounded-full bg-surface-raised object-cover" loading="lazy" />
        ) : (
          <div className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-lg font-semibold">{creator.handle[0]?.toUpperCase()}</div>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">@{creator.handle}</p>
          <p className="flex items-center gap-3 text-xs text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-3.5 text-accent-bright" /> {(creator.rating ?? DEFAULT_RATING).toFixed(1)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden className="size-3.5" /> {formatFollowers(creator.followers)}
            </span>
          </p>
        </div>
      </div>
      {creator.bio && <p className="mt-3 line-clamp-2 text-sm text-ink-subtle">{creator.bio}</p>}
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs">
        <div className="rounded-lg bg-surface-raised/60 p-2">
          <dt className="text-ink-muted">Sales 30d</dt>
          <dd className="font-semibold text-ink">{formatDollars(creator.metrics.totalSales30d)}</dd>
        </div>
        <div className="rounded-lg bg-surface-raised/60 p-2">
          <dt className="text-ink-muted">Orders</dt>
          <dd className="font-semibold text-ink">{creator.metrics.totalOrders30d}</dd>
        </div>
        <div className="rounded-lg bg-surface-raised/60 p-2">
          <dt className="text-ink-muted">Conversion</dt>
          <dd className="font-semibold text-ink">{creator.metrics.conversionRate30d.toFixed(1)}%</dd>
        </div>
      </dl>
      <div className="mt-4 flex-1" />
      <Button size="sm" onClick={sendGift} disabled={!productId || !creator.canReceiveGifts || send.isPending} aria-label={`Send gift to @${creator.handle}`}>
        <Gift aria-hidden className="size-4" /> {send.isPending ? 'Sending...' : 'Send Gift'}
      </Button>
      {!creator.canReceiveGifts && <p className="mt-2 text-xs text-ink-faint">No Rounds account yet: gifts can't be accepted.</p>}
    </li>
  );
}

export function CreatorDiscoveryTab() {
  const [minFollowers, setMinFollowers] = useState('');
  const [categories, setCategories] = useState('');
  const [minConversionRate, setMinConversionRate] = useState('');
  const [params, setParams] = useState<DiscoverCreatorsParams>({});
  const creators = useCreatorDiscovery(params);
  const products = useBrandProducts();
  const available = (products.data ?? []).filter((product) => product.available);
  const [productId, setProductId] = useState<string | null>(null);
  const giftProduct = productId ?? available[0]?.id ?? null;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({
      ...(minFollowers.trim() ? { minFollowers: Number(minFollowers) } : {}),
      ...(categories.trim() ? { categories: categories.trim() } : {}),
      ...(minConversionRate.trim() ? { minConversionRate: Number(minConversionRate) } : {}),
    });
  };

  return (
    <section aria-labelledby="discovery-heading" className="space-y-4">
      <h2 id="discovery-heading" className="font-display text-xl font-semibold">
        Creator Discovery
      </h2>
      <form onSubmit={search} className="grid gap-3 rounded-xl border border-border bg-surface/40 p-4 sm:grid-cols-4 sm:items-end" aria-label="Creator filters">
        <div className="grid gap-1.5">
          <Label htmlFor="min-followers">Min. followers</Label>
          <Input id="min-followers" type="number" min={0} value={minFollowers} onChange={(e) => setMinFollowers(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="categories">Categories</Label>
          <Input id="categories" placeholder="whiskey, gin" value={categories} onChange={(e) => setCategories(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="min-conversion">Min. conversion (%)</Label>
          <Input id="min-conversion" type="number" min={0} max={100} step={0.1} value={minConversionRate} onChange={(e) => setMinConversionRate(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" /> Find Creators
        </Button>
      </form>
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="gift-product">Gift product</Label>
        <select id="gift-product" className={SELECT_CLASS} value={giftProduct ?? ''} onChange={(e) => setProductId(e.target.value)} disabled={available.length === 0}>
          {available.length === 0 && <option value="">No available products</option>}
          {available.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </select>
        <p className="text-xs text-ink-faint">A gift is worth {formatDollars(GIFT_VALUE)} and stays open for 30 days.</p>
      </div>
      {creators.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : creators.isError ? (
        <p className="text-sm text-danger-bright">Could not load creators.</p>
      ) : creators.data.length === 0 ? (
        <EmptyState title="No creators match" description="Loosen the filters to see more creators." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {creators.data.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} productId={giftProduct} />
          ))}
        </ul>
      )}
    </section>
  );
}
