import { createFileRoute, Link } from "@tanstack/react-router";
import { Activity, FolderHeart, Heart, Users } from "lucide-react";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/features/auth";
import { SalesTab } from "@/features/earnings";
import { useFavoriteBrands, useFavoriteProducts } from "@/features/favorites";
import { useFollowing } from "@/features/follows";
import { PartnershipsButton } from "@/features/partnerships";
import { formatDollars } from "@/lib/money";

const TABS = [
  "favorites",
  "collections",
  "following",
  "activity",
  "sales",
] as const;
type ProfileTab = (typeof TABS)[number];

export const Route = createFileRoute("/_authenticated/profile")({
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } =>
    TABS.includes(search.tab as ProfileTab)
      ? { tab: search.tab as ProfileTab }
      : {},
  component: ProfilePage,
});

const memberSince = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
});

/**
 * Own profile (seed 001 §2): the header and the tabs. Editing, images, custom blocks, sharing and
 * the settings dialog come with the profiles issue; the Sales tab is the earnings feature's.
 */
function ProfilePage() {
  const { user } = useCurrentUser();
  const { tab = "favorites" } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return <Spinner className="py-32" />;
  const name = user.displayName?.trim() || user.username;
  return (
    <section className="mx-auto w-full max-w-5xl min-w-0 px-4 py-8 sm:py-10">
      <header className="flex items-center gap-4">
        {user.profileImage ? (
          <img
            src={user.profileImage}
            alt=""
            className="size-16 rounded-full object-cover sm:size-20"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-16 place-items-center rounded-full bg-amber-500/15 text-2xl font-semibold text-amber-300 sm:size-20"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="truncate font-display text-2xl font-semibold tracking-tight sm:text-3xl">
            {name}
          </h1>
          <p className="text-sm text-stone-400">@{user.username}</p>
          <p className="text-xs text-stone-500">
            Member since {memberSince.format(new Date(user.createdAt))}
          </p>
        </div>
        <div className="ml-auto"><PartnershipsButton /></div>
      </header>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          void navigate({ search: { tab: value as ProfileTab }, replace: true })
        }
        className="mt-8"
      >
        <TabsList className="flex justify-start overflow-x-auto">
          <TabsTrigger className="shrink-0 grow px-2 text-[13px] sm:px-3 sm:text-sm" value="favorites">
            Favorites
          </TabsTrigger>
          <TabsTrigger className="shrink-0 grow px-2 text-[13px] sm:px-3 sm:text-sm" value="collections">
            Collections
          </TabsTrigger>
          <TabsTrigger className="shrink-0 grow px-2 text-[13px] sm:px-3 sm:text-sm" value="following">
            Following
          </TabsTrigger>
          <TabsTrigger className="shrink-0 grow px-2 text-[13px] sm:px-3 sm:text-sm" value="activity">
            Activity
          </TabsTrigger>
          <TabsTrigger className="shrink-0 grow px-2 text-[13px] sm:px-3 sm:text-sm" value="sales">
            Sales
          </TabsTrigger>
        </TabsList>
        <TabsContent value="favorites">
          <Favorites />
        </TabsContent>
        <TabsContent value="collections">
          <EmptyState
            icon={<FolderHeart className="size-6" />}
            title="No collections yet"
            description="Collections of your favorite bottles will live here."
          />
        </TabsContent>
        <TabsContent value="following">
          <Following />
        </TabsContent>
        <TabsContent value="activity">
          <EmptyState
            icon={<Activity className="size-6" />}
            title="Activity Coming Soon"
          />
        </TabsContent>
        <TabsContent value="sales">
          <SalesTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function Favorites() {
  const products = useFavoriteProducts();
  const brands = useFavoriteBrands();
  return (
    <div className="grid grid-cols-1 gap-6">
      <QueryState
        query={products}
        pending={<Spinner className="py-10" />}
        error="Your favorite products could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<Heart className="size-6" />}
            title="No favorite products yet"
            description="Heart a product to keep it here."
          />
        }
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {data.map((product) => (
              <li
                key={product.id}
                className="rounded-xl border border-stone-800 p-3"
              >
                <Link
                  to="/products/$id"
                  params={{ id: product.productId }}
                  className="grid gap-2 hover:text-amber-300"
                >
                  {product.image && (
                    <img
                      src={product.image}
                      alt=""
                      className="aspect-square w-full rounded-lg bg-stone-800 object-cover"
                    />
                  )}
                  <span className="truncate text-sm font-medium">
                    {product.name}
                  </span>
                  <span className="text-xs text-stone-400">
                    {formatDollars(product.price)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <QueryState
        query={brands}
        pending={null}
        error="Your favorite brands could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={null}
      >
        {(data) => (
          <ul className="flex flex-wrap gap-2">
            {data.map((brand) => (
              <li key={brand.id}>
                <Link
                  to="/brand/$id"
                  params={{ id: brand.id }}
                  className="rounded-full border border-stone-800 px-3 py-1 text-sm hover:border-amber-500"
                >
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function Following() {
  const following = useFollowing();
  return (
    <QueryState
      query={following}
      pending={<Spinner className="py-10" />}
      error="The creators you follow could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<Users className="size-6" />}
          title="Not following anyone yet"
          description="Follow creators to see them here."
        />
      }
    >
      {(data) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.map((creator) => (
            <li
              key={creator.id}
              className="flex items-center gap-3 rounded-xl border border-stone-800 p-3"
            >
              {creator.avatar ? (
                <img
                  src={creator.avatar}
                  alt=""
                  className="size-10 rounded-full object-cover"
                />
              ) : (
                <span className="size-10 rounded-full bg-stone-800" />
              )}
              <Link
                to="/creator/$handle"
                params={{ handle: creator.handle }}
                className="min-w-0 flex-1 hover:text-amber-300"
              >
                <p className="truncate text-sm font-medium">
                  {creator.name ?? creator.handle}
                </p>
                <p className="text-xs text-stone-500">
                  {creator.followers} followers
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
