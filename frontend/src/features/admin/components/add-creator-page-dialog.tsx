import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateCreatorPage } from '../api/accounts';

/** Add a curator: a page (handle, name, bio) for an existing account, which becomes a creator; the server audits it. */
export function AddCreatorPageDialog({ onClose }: { onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [handle, setHandle] = useState('');
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const create = useCreateCreatorPage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { username, handle, name, bio },
      {
        onSuccess: (page) => {
          toast({ title: 'Curator added', description: `@${page.handle} is live.` });
          onClose();
        },
        onError: (error) => toast({ title: 'Failed to add curator', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add curator</DialogTitle>
            <DialogDescription>Open a curator page for an existing account. The account becomes a creator.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-creator-username">Account username</Label>
            <Input id="new-creator-username" required value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-creator-handle">Handle</Label>
            <Input id="new-creator-handle" required minLength={3} maxLength={31} placeholder="maya_pours" value={handle} onChange={(event) => setHandle(event.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-creator-name">Name</Label>
            <Input id="new-creator-name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-creator-bio">Bio</Label>
            <Textarea id="new-creator-bio" rows={3} maxLength={1000} value={bio} onChange={(event) => setBio(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Adding…' : 'Add curator'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
