import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CampaignType } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateCampaign } from '../api/campaigns';

export const SELECT_CLASS = 'h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/30';

/** The specification's rules: name and type required, budget a number or empty (no limit), description optional. */
export function CreateCampaignDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<CampaignType>('gifting');
  const [budget, setBudget] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const create = useCreateCampaign({
    onCreated: () => {
      setOpen(false);
      setName('');
      setDescription('');
      setBudget('');
      setStartDate('');
      setEndDate('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      name: name.trim(),
      type,
      description: description.trim() || null,
      budget: budget.trim() === '' ? null : Number(budget),
      startDate: startDate || null,
      endDate: endDate || null,
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" /> Create Campaign
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} aria-label="Create campaign">
          <DialogHeader>
            <DialogTitle>Create Campaign</DialogTitle>
            <DialogDescription>New campaigns start as drafts.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 py-4">
            <div className="grid gap-2">
              <Label htmlFor="campaign-name">Campaign Name</Label>
              <Input id="campaign-name" required value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="campaign-type">Type</Label>
              <select id="campaign-type" className={SELECT_CLASS} value={type} onChange={(e) => setType(e.target.value as CampaignType)}>
                <option value="gifting">Gifting</option>
                <option value="affiliate">Affiliate</option>
                <option value="sponsored">Sponsored</option>
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="campaign-budget">Budget ($, optional)</Label>
              <Input id="campaign-budget" type="number" min={0} step={0.01} value={budget} onChange={(e) => setBudget(e.target.value)} />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor="campaign-start">Start date</Label>
                <Input id="campaign-start" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="campaign-end">End date</Label>
                <Input id="campaign-end" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="campaign-description">Description (optional)</Label>
              <Input id="campaign-description" value={description} onChange={(e) => setDescription(e.target.value)} />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Campaign'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
