import { FolderHeart, Globe, Lock, Plus, Share2, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatDollars } from '@/lib/money';
import { generateShareLink, useCollectionActions, useProfileCollections, type ProfileCollection } from '../api/collections';
import { InlineEditable } from './inline-editable';
import { ShareDialog } from './share-dialog';
import { pluralize } from '@/lib/text';

/** The server's limit on a collection's name (curation's MAX_COLLECTION_NAME_LENGTH). */
const MAX_COLLECTION_NAME_LENGTH = 200;

/** The Collections tab; the share button only on public collections. */
export function CollectionsTab() {
  const collections = useProfileCollections();
  const actions = useCollectionActions();
  const [creating, setCreating] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  const shareCollection = async (collection: ProfileCollection) => {
    const url = await generateShareLink({ type: 'collection', itemId: collection.id });
    if (url) setShareUrl(url);
  };

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden className="mr-1 size-4" /> New collection
        </Button>
      </div>
      <QueryState
        query={collections}
        pending={<Spinner className="py-10" />}
        error="Your collections could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={<FolderHeart className="size-6" />} title="No collections yet" description="Group your favorite bottles into collections and share the public ones." />}
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.map((collection) => (
              <li key={collection.id} className="grid gap-3 rounded-xl border border-border p-4" data-testid="profile-collection">
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <InlineEditable
                      label={`name of ${collection.name}`}
                      value={collection.name}
                      placeholder="Collection name"
                      maxLength={MAX_COLLECTION_NAME_LENGTH}
                      onSave={async (value) => (await actions.rename(collection.id, value)) !== null}
                    >
                      <h3 className="truncate font-medium text-ink">{collection.name}</h3>
                    </InlineEditable>
                    {collection.description && <p className="text-sm text-ink-muted">{collection.description}</p>}
                    <p className="mt-1 flex items-center gap-1 text-xs text-ink-faint">
                      {collection.isPublic ? <Globe aria-hidden className="size-3" /> : <Lock aria-hidden className="size-3" />}
                      {collection.isPublic ? 'Public' : 'Private'} · {pluralize(collection.products.length, 'product')}
                    </p>
                  </div>
                  {collection.isPublic && (
                    <Button variant="ghost" size="sm" aria-label={`Share ${collection.name}`} onClick={() => void shareCollection(collection)}>
                      <Share2 aria-hidden className="size-4" />
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" aria-label={`Delete ${collection.name}`} onClick={() => window.confirm(`Delete the collection “${collection.name}”?`) && void actions.remove(collection.id)}>
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
                {collection.products.length > 0 && (
                  <ul className="flex flex-wrap gap-2">
                    {collection.products.map((product) => (
                      <li key={product.productId} className="flex items-center gap-2 rounded-full border border-border py-1 pr-1 pl-1 text-xs text-ink-subtle">
                        {product.image && <img src={product.image} alt="" className="size-6 rounded-full object-cover" />}
                        <span className="max-w-32 truncate">{product.name}</span>
                        <span className="text-ink-faint">{formatDollars(product.price)}</span>
                        <button type="button" aria-label={`Remove ${product.name} from ${collection.name}`} onClick={() => void actions.removeProduct(collection.id, product.productId)} className="rounded-full p-0.5 hover:text-danger-bright">
                          <X aria-hidden className="size-3" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <label className="flex items-center gap-2 text-xs text-ink-muted">
                  <input type="checkbox" checked={collection.isPublic} onChange={(event) => void actions.setPublic(collection.id, event.target.checked)} className="accent-accent-bright" />
                  Public (shown on your public profile)
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CreateCollectionDialog open={creating} onOpenChange={setCreating} onCreate={actions.create} />
      <ShareDialog url={shareUrl} title="Share collection" onClose={() => setShareUrl(null)} />
    </div>
  );
}

/** The specification's rule: the name is required after trimming; the description is optional. */
function CreateCollectionDialog({ open, onOpenChange, onCreate }: { open: boolean; onOpenChange: (open: boolean) => void; onCreate: ReturnType<typeof useCollectionActions>['create'] }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || pending) return;
    setPending(true);
    const created = await onCreate({ name, description, isPublic });
    setPending(false);
    if (created) {
      setName('');
      setDescription('');
      setIsPublic(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create collection</DialogTitle>
            <DialogDescription>Group bottles you love; make it public to share it.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="collection-name">Name</Label>
            <Input id="collection-name" value={name} maxLength={MAX_COLLECTION_NAME_LENGTH} onChange={(event) => setName(event.target.value)} required autoFocus />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="collection-description">Description (optional)</Label>
            <Input id="collection-description" value={description} maxLength={1000} onChange={(event) => setDescription(event.target.value)} />
          </div>
          <label className="flex items-center gap-2 text-sm text-ink-subtle">
            <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} className="accent-accent-bright" />
            Public
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={name.trim() === '' || pending}>
              {pending ? 'Creating…' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** On a favorite product: add it to (or remove it from) one of the user's collections. */
export function AddToCollectionMenu({ productId, productName }: { productId: string; productName: string }) {
  const collections = useProfileCollections();
  const actions = useCollectionActions();
  if (!collections.data || collections.data.length === 0) return null;
  return (
    <select
      aria-label={`Add ${productName} to a collection`}
      value=""
      onChange={(event) => {
        const id = event.target.value;
        if (!id) return;
        const collection = collections.data.find((candidate) => candidate.id === id);
        if (!collection) return;
        const inIt = collection.products.some((product) => product.productId === productId);
        void (inIt ? actions.removeProduct(id, productId) : actions.addProduct(id, productId)).then((done) => {
          if (done === null) return; // the failure was toasted
          toast({
            title: inIt ? 'Removed from collection' : 'Added to collection',
            description: inIt ? `${productName} was removed from ${collection.name}.` : `${productName} was added to ${collection.name}.`,
          });
        });
      }}
      className="w-full rounded-md border border-border-strong bg-canvas px-2 py-1 text-xs text-ink-subtle"
    >
      <option value="">Add to collection…</option>
      {collections.data.map((collection) => (
        <option key={collection.id} value={collection.id}>
          {collection.products.some((product) => product.productId === productId) ? `✓ ${collection.name} (remove)` : collection.name}
        </option>
      ))}
    </select>
  );
}
