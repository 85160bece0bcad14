import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { ProductImage } from '@/components/product-image';
import { formatShortDate } from '@/lib/date-format';
import { formatDollars } from '@/lib/money';
import type { Endorsement } from '../api/types';

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
      className="group flex flex-col gap-4 rounded-2xl border border-stone-800 bg-stone-900/60 p-5 transition-colors hover:border-amber-500/60 sm:flex-row"
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
            <span aria-hidden className="grid size-8 place-items-center rounded-full bg-stone-800 text-xs text-amber-300">
              {creatorName.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="font-medium text-stone-200">{creatorName}</span>
          <span className="text-stone-400">@{creator.handle}</span>
          <time dateTime={endorsement.createdAt} className="ml-auto text-xs text-stone-400">
            {formatShortDate(endorsement.createdAt)}
          </time>
        </div>
        <h3 className="text-lg font-semibold text-stone-50 group-hover:text-amber-300">{product.name}</h3>
        {product.brand && <p className="text-sm text-stone-400">{product.brand.name}</p>}
        {endorsement.review && (
          <blockquote className="border-l-2 border-amber-500/60 pl-3 text-stone-300">“{endorsement.review}”</blockquote>
        )}
        <div className="mt-auto flex items-center justify-between pt-1">
          <span className="font-semibold">{formatDollars(product.price)}</span>
          {endorsement.rating != null && (
            <span className="flex items-center gap-1 text-sm text-stone-300" aria-label={`Rated ${endorsement.rating} out of 5`}>
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
              {endorsement.rating}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
