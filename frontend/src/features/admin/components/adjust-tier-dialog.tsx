import { useState } from 'react';
import type { AdminUserDto, CuratorTier } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAdjustUserTier } from '../api/back-office';
import { SELECT_CLASS } from './admin-table';
import { useStepUpPrompt } from '@/features/auth';

/** The specification's tiers, their labels and commission rates. */
export const CURATOR_TIERS: { value: CuratorTier; label: string; rate: number }[] = [
  { value: 'user', label: 'User', rate: 0 },
  { value: 'level1_curator', label: 'Level 1 Curator', rate: 5 },
  { value: 'level2_curator', label: 'Level 2 Curator', rate: 7 },
  { value: 'platinum_curator', label: 'Platinum Curator', rate: 10 },
];

export const tierLabel = (tier: string) => CURATOR_TIERS.find((t) => t.value === tier)?.label ?? tier;

/** Adjust User Tier: Update Tier is disabled while saving or when nothing changed; closes on success. */
export function AdjustTierDialog({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const [tier, setTier] = useState(user.curatorStatus as CuratorTier);
  const [rate, setRate] = useState(String(user.commissionRate));
  const adjust = useAdjustUserTier();
  const stepUp = useStepUpPrompt();
  const rateNumber = Number(rate);
  const rateValid = rate.trim() !== '' && Number.isFinite(rateNumber) && rateNumber >= 0 && rateNumber <= 100;
  const unchanged = tier === user.curatorStatus && rateNumber === user.commissionRate;

  const submit = (): void =>
    adjust.mutate(
      { userId: user.id, data: { curatorStatus: tier, commissionRate: rateNumber } },
      {
        onSuccess: () => {
          toast({ title: 'Tier updated', description: `${user.username} is now ${tierLabel(tier)} at ${rateNumber}%.` });
          onClose();
        },
        onError: (error) => {
          if (!stepUp.handle(error, submit)) toast({ title: 'Failed to update user tier.', variant: 'destructive' });
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust User Tier</DialogTitle>
          <DialogDescription>
            {user.username} · currently {tierLabel(user.curatorStatus)} at {user.commissionRate}%
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 py-2">
          <div className="space-y-2">
            <Label htmlFor="tier">Curator tier</Label>
            <select
              id="tier"
              className={`${SELECT_CLASS} w-full`}
              value={tier}
              onChange={(event) => {
                const next = event.target.value as CuratorTier;
                setTier(next);
                setRate(String(CURATOR_TIERS.find((t) => t.value === next)?.rate ?? 0));
              }}
            >
              {CURATOR_TIERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label} ({option.rate}%)
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="rate">Commission rate (%)</Label>
            <Input id="rate" type="number" min={0} max={100} step={0.01} value={rate} onChange={(event) => setRate(event.target.value)} aria-invalid={!rateValid} />
            {!rateValid && <p className="text-xs text-danger-bright">Enter a number from 0 to 100.</p>}
          </div>
          <p className="text-xs text-ink-muted">A tier set here stays until an admin changes it: automatic promotion by sales leaves it alone.</p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={adjust.isPending || unchanged || !rateValid}>
            {adjust.isPending ? 'Updating…' : 'Update Tier'}
          </Button>
        </DialogFooter>
        {stepUp.prompt}
      </DialogContent>
    </Dialog>
  );
}
