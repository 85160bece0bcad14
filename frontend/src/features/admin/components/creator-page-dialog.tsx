import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import type { AdminCreatorDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateCreatorPage } from '../api/accounts';

/** Edit a curator's name, bio and verified status; the server audits what changed. */
export function CreatorPageDialog({ creator, onClose }: { creator: AdminCreatorDto; onClose: () => void }) {
  const [name, setName] = useState(creator.name ?? '');
  const [bio, setBio] = useState('');
  const [verified, setVerified] = useState(creator.isVerified);
  const update = useUpdateCreatorPage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        creatorId: creator.id,
        changes: { name, isVerified: verified, ...(bio.trim() ? { bio } : {}) },
      },
      {
        onSuccess: () => {
          toast({
            title: 'Curator updated',
            description: `@${creator.handle} saved.`,
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update curator',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit @{creator.handle}</DialogTitle>
            <DialogDescription>Change the name, the bio or whether the curator is verified. Leave the bio empty to keep it.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="creator-name">Name</Label>
            <Input id="creator-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="creator-bio">Bio</Label>
            <Textarea id="creator-bio" rows={3} maxLength={1000} value={bio} onChange={(event) => setBio(event.target.value)} />
          </div>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={verified} onChange={(event) => setVerified(event.target.checked)} className="size-4" />
            Verified
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
