import { createFileRoute, Link } from "@tanstack/react-router";
import { Activity, Heart, Users } from "lucide-react";
import { Suspense, useState } from "react";
import { QueryState } from "@/components/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/features/auth";
import { SalesTab } from "@/features/earnings";
import { ProfileSettingsButton } from "@/features/profile-settings";
import { useFavoriteBrands, useFavoriteProducts } from "@/features/favorites";
import { useFollowing } from "@/features/follows";
import { PartnershipsButton } from "@/features/partnerships";
import { formatDollars } from "@/lib/money";
import {
  AddToCollectionMenu,
  CollectionsTab,
  CustomBlockView,
  CustomizeBlocks,
  generateShareLink,
  ProfileHeader,
  savedBlocks,
  savedSections,
  ShareDialog,
  useProfileCollections,
  useSavePageLayout,
  type CustomBlock,
} from "@/features/profile";

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

/**
 * Own profile (seed 001 §2): the header with inline editing and images, custom blocks (customize
 * mode: add, remove, reorder; Save persists the layout), and the tabs. The Sales tab is the earnings
 * feature's; the settings and partnerships dialogs add their buttons to the header's actions.
 */
function ProfilePage() {
  const { user } = useCurrentUser();
  const { tab = "favorites" } = Route.useSearch();
  const navigate = Route.useNavigate();
  const products = useFavoriteProducts();
  const brands = useFavoriteBrands();
  const following = useFollowing();
  const collections = useProfileCollections();
  const saveLayout = useSavePageLayout();
  const [draft, setDraft] = useState<CustomBlock[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  if (!user) return <Spinner className="py-32" />;
  const editing = draft !== null;
  const blocks = draft ?? savedBlocks(user.pageLayout);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    const saved = await saveLayout(savedSections(user.pageLayout), draft);
    setSaving(false);
    if (saved) setDraft(null);
  };
  const share = async () => {
    const url = await generateShareLink({ type: "profile" });
    if (url) setShareUrl(url);
  };

  return (
    <section className="mx-auto w-full max-w-5xl min-w-0 px-4 py-6 sm:py-8">
      <ProfileHeader
        user={user}
        counts={{
          favorites: (products.data?.length ?? 0) + (brands.data?.length ?? 0),
          following: following.data?.length ?? 0,
          collections: collections.data?.length ?? 0,
        }}
        editing={editing}
        saving={saving}
        onToggleEditing={() => setDraft(editing ? null : savedBlocks(user.pageLayout))}
        onSave={() => void save()}
        onShare={() => void share()}
        extraActions={
          <>
            <PartnershipsButton />
            <ProfileSettingsButton />
          </>
        }
      />

      <div className="mt-6 px-2 sm:px-4">
        {editing ? (
          <Suspense fallback={<Spinner className="py-6" />}>
            <CustomizeBlocks blocks={blocks} onChange={setDraft} />
          </Suspense>
        ) : (
          blocks.length > 0 && (
            <ol className="grid gap-4" aria-label="Custom blocks" data-testid="custom-blocks">
              {blocks.map((block) => (
                <li key={block.id}>
                  <CustomBlockView block={block} />
                </li>
              ))}
            </ol>
          )
        )}
      </div>

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
          <CollectionsTab />
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
      <ShareDialog url={shareUrl} title="Share your profile" onClose={() => setShareUrl(null)} />
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
                <div className="mt-2">
                  <AddToCollectionMenu productId={product.productId} productName={product.name} />
                </div>
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
