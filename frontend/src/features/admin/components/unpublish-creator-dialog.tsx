import { errorMessage } from '@/api/fetcher';
import type { AdminCreatorDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useSetCreatorPublished } from '../api/back-office';

/** The Curators tab's Delete, confirmed: the page is unpublished, never removed (docs/decisions/admin-back-office.md). */
export function UnpublishCreatorDialog({ creator, onClose }: { creator: AdminCreatorDto; onClose: () => void }) {
  const unpublish = useSetCreatorPublished();
  const confirm = () =>
    unpublish.mutate(
      { id: creator.id, published: false },
      {
        onSuccess: () => {
          toast({ title: 'Curator page unpublished', description: `@${creator.handle} is hidden from the shop. Publish brings it back.` });
          onClose();
        },
        onError: (error) => toast({ title: 'Failed to delete curator', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete @{creator.handle}?</DialogTitle>
          <DialogDescription>The page is hidden from the shop; its picks, followers and earnings are kept.</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-ink-muted">
          It leaves the curator lists, search, the feed and the sitemap, and its link shows “not found”. The curator still sees their dashboard. You can publish it again at any time.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={unpublish.isPending} onClick={confirm}>
            Delete (unpublish)
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
