import { ExternalLink } from 'lucide-react';
import type { Brand } from '../api/types';
import { BrandLogoImage } from './brand-logo';
import { pluralize } from '@/lib/text';

export function BrandHero({ brand, productCount }: { brand: Brand; productCount: number }) {
  const heroImage = brand.images?.[0];
  // A described image is content; one without a description stays decorative.
  const heroDescription = heroImage ? brand.imageDescriptions?.[heroImage] : undefined;
  return (
    <header className="relative overflow-hidden rounded-2xl border border-border bg-surface/60">
      {heroImage ? (
        <img src={heroImage} alt={heroDescription ?? ''} aria-hidden={!heroDescription} width={1600} height={900} fetchPriority="high" className="h-48 w-full object-cover opacity-60 sm:h-64" />
      ) : (
        <div aria-hidden className="h-48 bg-[radial-gradient(ellipse_at_top_left,rgba(245,158,11,0.25),transparent_60%)] sm:h-64" />
      )}
      <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
        <BrandLogoImage brand={brand} className="-mt-12 size-24 border-4 border-canvas text-3xl" />
        <div className="flex-1">
          <h1 className="font-display text-3xl font-semibold tracking-tight">{brand.name}</h1>
          {brand.blurb && <p className="mt-1 text-ink-subtle">{brand.blurb}</p>}
          <p className="mt-2 text-sm text-ink-muted" data-testid="brand-product-count">
            {pluralize(productCount, 'product')}
          </p>
        </div>
        {brand.website && (
          <a
            href={brand.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-accent-bright underline-offset-4 hover:underline"
          >
            Website <ExternalLink aria-hidden className="size-3.5" />
          </a>
        )}
      </div>
    </header>
  );
}
