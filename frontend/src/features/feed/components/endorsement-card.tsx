import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { ProductImage } from '@/components/product-image';
import { formatShortDate } from '@/lib/date-format';
import { formatDollars } from '@/lib/money';
import type { Endorsement } from '../api/types';
import { DisclosureBadge } from './disclosure-badge';

/** A feed card: who recommends what and why; the card leads to the product. */
/** `priority`: among the first cards on screen, so its picture loads at once, with high priority. */
export function EndorsementCard({ endorsement, priority = false }: { endorsement: Endorsement; priority?: boolean }) {
  const { product, creator } = endorsement;
  const creatorName = creator.name?.trim() || creator.handle;
  return (
    <Link
      to="/products/$id"
      params={{ id: product.id }}
      data-testid="endorsement-card"
      className="group flex flex-col gap-4 rounded-2xl border border-border bg-surface/60 p-5 transition-colors hover:border-accent/60 sm:flex-row"
    >
      <ProductImage
        name={product.name}
        image={product.image}
        category={product.categories[0]}
        priority={priority}
        className="aspect-square w-full shrink-0 rounded-xl sm:size-36"
      />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex items-center gap-2 text-sm">
          {creator.avatar ? (
            <img src={creator.avatar} alt="" aria-hidden width={32} height={32} className="size-8 rounded-full object-cover" />
          ) : (
            <span aria-hidden className="grid size-8 place-items-center rounded-full bg-surface-raised text-xs text-accent-light">
              {creatorName.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="font-medium text-ink-soft">{creatorName}</span>
          <span className="text-ink-muted">@{creator.handle}</span>
          <time dateTime={endorsement.createdAt} className="ml-auto text-xs text-ink-muted">
            {formatShortDate(endorsement.createdAt)}
          </time>
        </div>
        <DisclosureBadge disclosure={endorsement.disclosure} />
        <h3 className="text-lg font-semibold text-ink-bright group-hover:text-accent-light">{product.name}</h3>
        {product.brand && <p className="text-sm text-ink-muted">{product.brand.name}</p>}
        {endorsement.review && (
          <blockquote className="border-l-2 border-accent/60 pl-3 text-ink-subtle">“{endorsement.review}”</blockquote>
        )}
        <div className="mt-auto flex items-center justify-between pt-1">
          <span className="font-semibold">{formatDollars(product.price)}</span>
          {endorsement.rating != null && (
            <span className="flex items-center gap-1 text-sm text-ink-subtle" aria-label={`Rated ${endorsement.rating} out of 5`}>
              <Star aria-hidden className="size-4 fill-accent-bright text-accent-bright" />
              {endorsement.rating}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
