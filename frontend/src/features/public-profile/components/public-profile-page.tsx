import { Link } from '@tanstack/react-router';
import { CommissionDisclosure } from '@/components/commission-disclosure';
import { FolderHeart, Heart, Store, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductImage } from '@/components/product-image';
import { formatMonthYear } from '@/lib/date-format';
import { isFirstScreenImage } from '@/lib/images';
import { formatDollars } from '@/lib/money';
import { pluralize } from '@/lib/text';
import { usePublicProfile } from '../api/public-profile';
import { profileLinkSearch, type PublicProfileSearch } from '../lib/profile-links';

/** The public profile: the curator's store, every link carrying the shared-profile utm parameters. */
export function PublicProfilePage({ username, search }: { username: string; search: PublicProfileSearch }) {
  const query = usePublicProfile(username, search);
  if (query.isPending) return <PublicProfileSkeleton />;
  if (query.isError || !query.data) return <ProfileNotFound />;
  const { user, favoriteProducts, favoriteBrands, publicCollections } = query.data;
  const name = user.displayName?.trim() || user.username;
  const productSearch = profileLinkSearch(search.utm_source, user.username, 'product_recommendation');
  const brandSearch = profileLinkSearch(search.utm_source, user.username, 'brand_recommendation');

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-10 px-4 py-8 sm:py-12">
      <header className="relative overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-accent/15 via-surface to-canvas px-5 py-8 sm:px-10 sm:py-12">
        {user.heroImage && <img src={user.heroImage} alt="" className="absolute inset-0 size-full object-cover opacity-25" />}
        <div className="relative flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          {user.profileImage ? (
            <img src={user.profileImage} alt="" className="size-20 rounded-full border-2 border-accent-bright/60 object-cover sm:size-24" />
          ) : (
            <span aria-hidden data-testid="profile-initial" className="grid size-20 place-items-center rounded-full bg-accent/20 font-display text-4xl font-semibold text-accent-light sm:size-24">
              {user.username.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">{user.username}'s Curated Store</h1>
            {name !== user.username && <p className="mt-1 text-ink-subtle">{name}</p>}
            {user.bio && <p className="mt-2 max-w-2xl text-sm text-ink-subtle">{user.bio}</p>}
            <p className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-ink-muted sm:justify-start">
              <span data-testid="favorite-count">
                <Heart aria-hidden className="mr-1 inline size-4 text-accent-bright" />
                {pluralize(favoriteProducts.length + favoriteBrands.length, 'favorite')}
              </span>
              <span data-testid="collection-count">
                <FolderHeart aria-hidden className="mr-1 inline size-4 text-accent-bright" />
                {pluralize(publicCollections.length, 'collection')}
              </span>
              <span>Member since {formatMonthYear(user.createdAt)}</span>
            </p>
          </div>
        </div>
        <CommissionDisclosure className="relative mt-6 justify-center sm:justify-start" />
      </header>

      <section aria-labelledby="recommended-spirits" className="grid gap-4">
        <h2 id="recommended-spirits" className="font-display text-2xl font-semibold">Recommended Spirits</h2>
        {favoriteProducts.length === 0 ? (
          <EmptyState title="No recommendations yet" description={`${user.username} hasn't hearted any spirits yet.`} />
        ) : (
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {favoriteProducts.map((product, index) => (
              <Link
                key={product.id}
                to="/products/$id"
                params={{ id: product.id }}
                search={productSearch}
                data-testid="profile-product-link"
                className="group flex flex-col overflow-hidden rounded-xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
              >
                <ProductImage
                  name={product.name}
                  image={product.image}
                  category={product.categories[0]}
                  className="aspect-square w-full"
                  priority={isFirstScreenImage(index)}
                />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <h3 className="text-sm font-semibold group-hover:text-accent-light">{product.name}</h3>
                  <p className="mt-auto text-sm font-semibold">{formatDollars(product.price)}</p>
                </div>
              </Link>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="trusted-brands" className="grid gap-4">
        <h2 id="trusted-brands" className="font-display text-2xl font-semibold">Trusted Brands</h2>
        {favoriteBrands.length === 0 ? (
          <EmptyState title="No trusted brands yet" description={`${user.username} hasn't favorited any brands yet.`} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {favoriteBrands.map((brand) => (
              <Link
                key={brand.id}
                to="/brand/$id"
                params={{ id: brand.id }}
                search={brandSearch}
                data-testid="profile-brand-link"
                className="group flex items-center gap-3 rounded-xl border border-border bg-surface/60 p-4 transition-colors hover:border-accent/60"
              >
                {brand.logo ? (
                  <img src={brand.logo} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-surface-raised object-contain" />
                ) : (
                  <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-lg bg-surface-raised text-lg font-semibold">
                    {brand.name.charAt(0)}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="truncate font-semibold group-hover:text-accent-light">{brand.name}</h3>
                  {brand.blurb && <p className="line-clamp-2 text-sm text-ink-muted">{brand.blurb}</p>}
                </div>
              </Link>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="curated-collections" className="grid gap-4">
        <h2 id="curated-collections" className="font-display text-2xl font-semibold">Curated Collections</h2>
        {publicCollections.length === 0 ? (
          <EmptyState title="No collections yet" description={`${user.username} hasn't shared any collections yet.`} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {publicCollections.map((collection) => (
              <article key={collection.id} data-testid="profile-collection" className="rounded-xl border border-border bg-surface/60 p-4">
                <h3 className="font-semibold">{collection.name}</h3>
                {collection.description && <p className="mt-1 text-sm text-ink-muted">{collection.description}</p>}
                <p className="mt-1 text-xs text-ink-muted">
                  {pluralize(collection.productCount, 'product')}
                </p>
                {collection.products.length > 0 && (
                  <ul className="mt-3 grid grid-cols-4 gap-2">
                    {collection.products.map((product) => (
                      <li key={product.id}>
                        <Link to="/products/$id" params={{ id: product.id }} search={productSearch} title={product.name} className="block overflow-hidden rounded-lg border border-border hover:border-accent/60">
                          <ProductImage name={product.name} image={product.image} className="aspect-square w-full" showPlaceholderName={false} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        )}
      </section>

      <div className="flex justify-center">
        <Button asChild size="lg">
          <Link to="/feed">
            <Store aria-hidden />
            Explore All Products
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <EmptyState
        icon={<UserX className="size-6" />}
        title="Profile Not Found"
        description="The user profile you're looking for doesn't exist or isn't public."
        action={
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        }
      />
    </div>
  );
}

function PublicProfileSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12" aria-busy="true" aria-label="Loading profile">
      <Skeleton className="h-44 w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-square w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
