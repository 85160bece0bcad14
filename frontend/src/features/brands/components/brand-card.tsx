import { Link } from '@tanstack/react-router';
import { ArrowRight, Users } from 'lucide-react';
import { HeartButton } from '@/components/ui/heart-button';
import { ProductImage } from '@/components/product-image';
import type { BrandListItem } from '../api/types';
import { useBrandFavorite } from '@/features/favorites';
import { BrandLogoImage } from './brand-logo';
import { pluralize } from '@/lib/text';

/** The specification's number: brand cards show at most 3 product thumbnails. */
const BRAND_CARD_THUMBNAILS = 3;

/** The specification's brand card; "Recommended by N creators" is the real count of distinct endorsing creators. */
export function BrandCard({ brand }: { brand: BrandListItem }) {
  const favorite = useBrandFavorite(brand.id);
  const creators = brand.recommendedByCount;
  return (
    <article data-testid="brand-card" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface/60 p-5">
      <div className="flex items-start gap-4">
        <BrandLogoImage brand={brand} className="size-16 shrink-0" />
        <div className="flex-1">
          <h2 className="text-lg font-semibold">{brand.name}</h2>
          <p className="text-sm text-ink-muted">
            {pluralize(brand.productCount, 'product')}
          </p>
        </div>
        <HeartButton
          active={favorite.isFavorite}
          disabled={favorite.isPending}
          onClick={favorite.toggle}
          label={favorite.isFavorite ? `Remove ${brand.name} from favorites` : `Add ${brand.name} to favorites`}
          className="bg-surface-raised"
        />
      </div>
      {brand.blurb && <p className="text-sm text-ink-subtle">{brand.blurb}</p>}
      <p className="flex items-center gap-1.5 text-sm text-accent-light">
        <Users aria-hidden className="size-4" />
        Recommended by {pluralize(creators, 'creator')}
      </p>
      {brand.productThumbnails.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {brand.productThumbnails.slice(0, BRAND_CARD_THUMBNAILS).map((thumbnail) => (
            <li key={thumbnail.id}>
              <ProductImage
                name={thumbnail.name}
                image={thumbnail.image}
                category={thumbnail.categories[0]}
                showPlaceholderName={false}
                className="aspect-square rounded-lg"
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/brand/$id"
        params={{ id: brand.id }}
        className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-accent-bright underline-offset-4 hover:underline"
      >
        View Products <ArrowRight aria-hidden className="size-4" />
      </Link>
    </article>
  );
}
