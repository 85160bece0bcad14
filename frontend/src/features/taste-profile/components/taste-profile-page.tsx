import { Link } from '@tanstack/react-router';
import { ArrowLeft, Heart, LogIn, Sparkles, Store } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { ProductGridSkeleton } from '@/components/product-grid-skeleton';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDeliveryState } from '@/features/address';
import { useCurrentUser } from '@/features/auth';
import { ProductFavoriteButton, useFavoriteProducts } from '@/features/favorites';
import { formatDollars } from '@/lib/money';
import { useTasteInsights, useTasteRecommendations } from '../api/taste-profile';
import { HEARTS_TO_COMPLETE, HEARTS_TO_GENERATE, RECOMMENDATIONS_SHOWN, tasteProgress } from '../lib/taste-progress';
import { pluralize } from '@/lib/text';

/**
 * Heart products, see how far the profile is, get recommendations and insights.
 * `discover` is the grid of products to heart (the catalog feature's), shown signed in or not.
 */
export function TasteProfilePage({ discover }: { discover: ReactNode }) {
  const { user, isLoading: sessionPending } = useCurrentUser();
  const favorites = useFavoriteProducts();
  const hearts = user ? (favorites.data?.length ?? 0) : 0;
  const progress = tasteProgress(hearts);
  const recommendationsRef = useRef<HTMLElement>(null);

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-10 px-4 py-8 sm:py-10">
      <div>
        <Link to="/" className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-accent-light">
          <ArrowLeft aria-hidden className="size-4" /> Back to home
        </Link>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Your Taste Profile</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">Heart the bottles you love. At {HEARTS_TO_GENERATE} hearts we start recommending; at {HEARTS_TO_COMPLETE} your profile is complete.</p>
      </div>

      {sessionPending ? (
        <Spinner className="py-10" />
      ) : !user ? (
        <EmptyState
          icon={<LogIn className="size-6" />}
          title="Sign in to build your taste profile"
          description="Heart products you love and we'll learn your taste, recommend bottles and show your taste insights."
          action={
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          }
        />
      ) : (
        <>
          <section aria-label="Progress" className="grid gap-4 rounded-2xl border border-border bg-surface/60 p-5 sm:p-6">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <p className="text-sm text-ink-muted">Hearted products</p>
                <p className="font-display text-3xl font-semibold" data-testid="heart-counter">
                  {hearts} / {HEARTS_TO_COMPLETE}
                </p>
              </div>
              <p className="text-sm font-medium text-accent-light" data-testid="taste-progress-label">
                {progress.label}
              </p>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-surface-raised" role="progressbar" aria-label="Taste profile progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent}>
              <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${progress.percent}%` }} />
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                disabled={!progress.canGenerate}
                onClick={() => recommendationsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              >
                <Sparkles aria-hidden /> Generate Taste Profile
              </Button>
              <Button asChild variant="outline">
                <Link to="/categories">
                  <Store aria-hidden /> Shop Top Categories
                </Link>
              </Button>
            </div>
            {!progress.canGenerate && (
              <p className="text-sm text-ink-muted">
                Heart {pluralize(HEARTS_TO_GENERATE - hearts, 'more product', 'more products')} to generate your taste profile.
              </p>
            )}
          </section>

          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <PersonalizedForYou sectionRef={recommendationsRef} hearts={hearts} />
            <TasteInsightsPanel hearts={hearts} />
          </div>
        </>
      )}

      {discover}
    </div>
  );
}

function PersonalizedForYou({ hearts, sectionRef }: { hearts: number; sectionRef: React.RefObject<HTMLElement | null> }) {
  const state = useDeliveryState();
  const query = useTasteRecommendations(hearts, state);
  let body: React.ReactNode;
  if (hearts < HEARTS_TO_GENERATE) {
    body = <EmptyState icon={<Heart className="size-6" />} title="Not enough hearts yet" description={`Heart at least ${HEARTS_TO_GENERATE} products to get personalized recommendations.`} />;
  } else if (query.isPending) {
    body = <ProductGridSkeleton count={RECOMMENDATIONS_SHOWN} />;
  } else if (query.isError) {
    body = <EmptyState title="Recommendations are unavailable" description="We couldn't load your recommendations. Please try again." />;
  } else if (query.data.recommendations.length === 0) {
    body = <EmptyState title="No recommendations yet" description={query.data.message ?? 'Heart a few different styles to widen the search.'} />;
  } else {
    body = (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {query.data.recommendations.slice(0, RECOMMENDATIONS_SHOWN).map(({ product, reason, availableInState }) => {
          const available = availableInState !== false;
          return (
            <div key={product.id} className="group relative" data-testid="recommendation">
              <Link
                to="/products/$id"
                params={{ id: product.id }}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
              >
                <ProductImage name={product.name} image={product.image} category={product.categories[0]} className="aspect-[4/3] w-full" />
                <div className="flex flex-1 flex-col gap-1.5 p-4">
                  <Badge className={available ? 'w-fit bg-success/15 text-success-light' : 'w-fit bg-surface-strong/60 text-ink-subtle'}>{available ? 'Available' : 'Coming Soon'}</Badge>
                  <p className="text-xs text-ink-muted">{product.brand.name}</p>
                  <h3 className="font-semibold group-hover:text-accent-light">{product.name}</h3>
                  <p className="text-sm text-accent-pale/90">{reason}</p>
                  <p className="mt-auto pt-1 font-semibold">{formatDollars(product.price)}</p>
                </div>
              </Link>
              <ProductFavoriteButton productId={product.id} productName={product.name} className="absolute top-3 right-3" />
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <section ref={sectionRef} aria-labelledby="personalized-for-you" className="grid scroll-mt-24 content-start gap-4">
      <h2 id="personalized-for-you" className="font-display text-2xl font-semibold">
        Personalized for You
      </h2>
      {body}
    </section>
  );
}

function TasteInsightsPanel({ hearts }: { hearts: number }) {
  const query = useTasteInsights(hearts, true);
  const insights = hearts > 0 ? query.data : undefined;
  return (
    <aside aria-labelledby="taste-insights" className="grid content-start gap-4 rounded-2xl border border-border bg-surface/60 p-5">
      <h2 id="taste-insights" className="font-display text-xl font-semibold">
        Your Taste Insights
      </h2>
      {hearts === 0 ? (
        <p className="text-sm text-ink-muted">Heart products to see what your taste says about you.</p>
      ) : !insights ? (
        <Spinner className="py-6" />
      ) : (
        <dl className="grid gap-4 text-sm">
          <div>
            <dt className="text-ink-muted">Top categories</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {insights.topCategories.map((entry) => (
                <Badge key={entry.category} className="capitalize">
                  {entry.category.replace(/-/g, ' ')} · {entry.count}
                </Badge>
              ))}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Favourite brands</dt>
            <dd className="mt-1 grid gap-0.5">
              {insights.favoriteBrands.map((brand) => (
                <span key={brand.id}>
                  {brand.name} <span className="text-ink-muted">({brand.count})</span>
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Price band</dt>
            <dd className="mt-1">{insights.priceBand ? `${formatDollars(insights.priceBand.min)} – ${formatDollars(insights.priceBand.max)}` : '—'}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">ABV range</dt>
            <dd className="mt-1">{insights.abvRange ? `${insights.abvRange.lowest}% – ${insights.abvRange.highest}%` : '—'}</dd>
          </div>
        </dl>
      )}
    </aside>
  );
}
