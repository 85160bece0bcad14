import { Suspense, useState, type ReactNode } from 'react';
import { ProfileCount } from '@/components/profile-count';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth';
import { useFavoriteBrands, useFavoriteProducts } from '@/features/favorites';
import { generateShareLink, useProfileCollections } from '../api/collections';
import { useSavePageLayout } from '../api/page-layout';
import { savedBlocks, savedSections, type CustomBlock } from '../lib/custom-blocks';
import type { MyProfileTab } from '../lib/my-profile-search';
import { ActivityTab } from './activity-tab';
import { CollectionsTab } from './collections-tab';
import { CustomBlockView } from './custom-block-view';
import { FavoritesTab } from './favorites-tab';
import { CustomizeBlocks } from './lazy-customize-blocks';
import { ProfileHeader } from './profile-header';
import { ShareDialog } from './share-dialog';

interface MyProfilePageProps {
  tab: MyProfileTab;
  onTabChange: (tab: MyProfileTab) => void;
  /** What other features add (the route composes them): the Following count and tab, the Sales tab, header buttons. */
  followingCount: ReactNode;
  followingTab: ReactNode;
  salesTab: ReactNode;
  headerActions: ReactNode;
  /** A notice under the header (the curator application's status). */
  notice?: ReactNode;
}

const TAB_TRIGGER_CLASS = 'shrink-0 grow px-2 text-[13px] sm:px-3 sm:text-sm';

/**
 * Own profile: the header with inline editing and images, custom blocks (customize
 * mode: add, remove, reorder; Save persists the layout), and the tabs.
 */
export function MyProfilePage({ tab, onTabChange, followingCount, followingTab, salesTab, headerActions, notice }: MyProfilePageProps) {
  const { user } = useCurrentUser();
  const products = useFavoriteProducts();
  const brands = useFavoriteBrands();
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
    const url = await generateShareLink({ type: 'profile' });
    if (url) setShareUrl(url);
  };

  return (
    <section className="mx-auto w-full max-w-5xl min-w-0 px-4 py-6 sm:py-8">
      <ProfileHeader
        user={user}
        counts={
          <>
            <ProfileCount label="Favorites" singular="Favorite" value={(products.data?.length ?? 0) + (brands.data?.length ?? 0)} />
            {followingCount}
            <ProfileCount label="Collections" singular="Collection" value={collections.data?.length ?? 0} />
          </>
        }
        editing={editing}
        saving={saving}
        onToggleEditing={() => setDraft(editing ? null : savedBlocks(user.pageLayout))}
        onSave={() => void save()}
        onShare={() => void share()}
        extraActions={headerActions}
      />
      {notice}

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

      <Tabs value={tab} onValueChange={(value) => onTabChange(value as MyProfileTab)} className="mt-8">
        <TabsList className="flex justify-start overflow-x-auto">
          <TabsTrigger className={TAB_TRIGGER_CLASS} value="favorites">
            Favorites
          </TabsTrigger>
          <TabsTrigger className={TAB_TRIGGER_CLASS} value="collections">
            Collections
          </TabsTrigger>
          <TabsTrigger className={TAB_TRIGGER_CLASS} value="following">
            Following
          </TabsTrigger>
          <TabsTrigger className={TAB_TRIGGER_CLASS} value="activity">
            Activity
          </TabsTrigger>
          <TabsTrigger className={TAB_TRIGGER_CLASS} value="sales">
            Sales
          </TabsTrigger>
        </TabsList>
        <TabsContent value="favorites">
          <FavoritesTab />
        </TabsContent>
        <TabsContent value="collections">
          <CollectionsTab />
        </TabsContent>
        <TabsContent value="following">{followingTab}</TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
        <TabsContent value="sales">{salesTab}</TabsContent>
      </Tabs>
      <ShareDialog url={shareUrl} title="Share your profile" onClose={() => setShareUrl(null)} />
    </section>
  );
}
