import { useEffect, useState, type FormEvent } from 'react';
import { Check, X } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import type { ProductDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useHandleAvailability, useProductSearch, useSubmitCreatorApplication } from '../api/creator-applications';

const SOCIALS = [
  { field: 'instagramHandle', label: 'Instagram' },
  { field: 'tiktokHandle', label: 'TikTok' },
  { field: 'youtubeHandle', label: 'YouTube' },
  { field: 'twitterHandle', label: 'Twitter' },
] as const;
type SocialField = (typeof SOCIALS)[number]['field'];

interface PickDraft {
  product: Pick<ProductDto, 'id' | 'name'> | null;
  note: string;
}

/** The value a few hundred milliseconds after it stops changing: the handle is checked as the user pauses typing. */
function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function HandleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const settled = useDebounced(value);
  const availability = useHandleAvailability(settled);
  const checked = availability.data && availability.data.handle === settled.trim().replace(/^@/, '').toLowerCase() && settled === value;
  return (
    <div className="grid gap-2">
      <Label htmlFor="apply-handle">Handle</Label>
      <div className="flex items-center gap-2">
        <span className="text-ink-muted">@</span>
        <Input
          id="apply-handle"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="your_handle"
          autoComplete="off"
          maxLength={31}
          required
          aria-describedby="apply-handle-status"
        />
      </div>
      <p id="apply-handle-status" className="min-h-5 text-sm" aria-live="polite">
        {value.trim() === '' ? (
          <span className="text-ink-muted">Your page will be at /creator/your_handle.</span>
        ) : !checked ? (
          <span className="text-ink-muted">Checking…</span>
        ) : availability.data?.available ? (
          <span className="inline-flex items-center gap-1 text-success-light">
            <Check className="size-4" aria-hidden /> @{availability.data.handle} is available
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-danger-bright">
            <X className="size-4" aria-hidden /> {availability.data?.reason}
          </span>
        )}
      </p>
    </div>
  );
}

function PickField({ index, pick, taken, onChange }: { index: number; pick: PickDraft; taken: string[]; onChange: (pick: PickDraft) => void }) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search);
  const results = useProductSearch(settled);
  const number = index + 1;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-3 sm:p-4" data-testid={`pick-${number}`}>
      <legend className="px-1 text-sm font-medium text-ink">Pick {number}</legend>
      {pick.product ? (
        <div className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium text-ink">{pick.product.name}</span>
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange({ ...pick, product: null })}>
            Change
          </Button>
        </div>
      ) : (
        <div className="grid gap-1">
          <Label htmlFor={`pick-${number}-search`} className="sr-only">
            Search a product for pick {number}
          </Label>
          <Input id={`pick-${number}-search`} value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search the catalog" autoComplete="off" />
          {settled.trim().length >= 2 && results.data && (
            <ul className="grid gap-1" aria-label={`Products for pick ${number}`}>
              {results.data.length === 0 && <li className="px-2 py-1 text-sm text-ink-muted">No products match.</li>}
              {results.data.map((product) => {
                const already = taken.includes(product.id);
                return (
                  <li key={product.id}>
                    <button
                      type="button"
                      disabled={already}
                      className="w-full rounded-md px-2 py-1.5 text-left text-sm text-ink hover:bg-surface-raised disabled:opacity-50"
                      onClick={() =>
                        onChange({
                          ...pick,
                          product: { id: product.id, name: product.name },
                        })
                      }
                    >
                      {product.name}
                      {already && ' (already picked)'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <Label htmlFor={`pick-${number}-note`}>Why you recommend it</Label>
      <Input id={`pick-${number}-note`} value={pick.note} onChange={(event) => onChange({ ...pick, note: event.target.value })} maxLength={200} placeholder="One line" required />
    </fieldset>
  );
}

/** Apply to be a Curator: handle (checked as you type), profile, social handles and three picks with a line each. */
export function CreatorApplicationForm() {
  const [handle, setHandle] = useState('');
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const [socials, setSocials] = useState<Record<SocialField, string>>({
    instagramHandle: '',
    tiktokHandle: '',
    youtubeHandle: '',
    twitterHandle: '',
  });
  const [picks, setPicks] = useState<PickDraft[]>([0, 1, 2].map(() => ({ product: null, note: '' })));
  const submit = useSubmitCreatorApplication();
  const complete = picks.every((pick) => pick.product && pick.note.trim()) && handle.trim() && name.trim() && bio.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = picks.flatMap((pick) => (pick.product ? [{ productId: pick.product.id, note: pick.note }] : []));
    submit.mutate(
      { handle, name, bio, ...socials, picks: chosen },
      {
        onSuccess: () =>
          toast({
            title: 'Application sent',
            description: 'We will review it soon. You can follow its status on your profile.',
          }),
        onError: (error) =>
          toast({
            title: 'Could not send your application',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="grid gap-6" onSubmit={onSubmit} aria-label="Curator application">
      <HandleField value={handle} onChange={setHandle} />
      <div className="grid gap-2">
        <Label htmlFor="apply-name">Name</Label>
        <Input id="apply-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="apply-bio">Bio</Label>
        <Textarea id="apply-bio" rows={4} value={bio} onChange={(event) => setBio(event.target.value)} maxLength={1000} required />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-ink">Social handles (optional)</legend>
        {SOCIALS.map(({ field, label }) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={`apply-${field}`}>{label}</Label>
            <Input
              id={`apply-${field}`}
              value={socials[field]}
              onChange={(event) => setSocials({ ...socials, [field]: event.target.value })}
              maxLength={100}
              placeholder="@handle"
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-3">
        <h2 className="font-display text-xl font-semibold">Three products you would recommend</h2>
        {picks.map((pick, index) => (
          <PickField
            key={index}
            index={index}
            pick={pick}
            taken={picks.flatMap((other, otherIndex) => (other.product && otherIndex !== index ? [other.product.id] : []))}
            onChange={(next) => setPicks(picks.map((current, currentIndex) => (currentIndex === index ? next : current)))}
          />
        ))}
      </div>
      <div>
        <Button type="submit" disabled={!complete || submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Send application'}
        </Button>
      </div>
    </form>
  );
}
