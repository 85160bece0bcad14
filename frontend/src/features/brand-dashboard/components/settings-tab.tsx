import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import type { BrandProfileDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { uploadObject } from '@/components/media';
import { useBrandProfile, useUpdateBrandProfile } from '../api/profile';

/** The specification's limit: images up to 10 MB. */
const MAX_LOGO_BYTES = 10_485_760;

function ProfileForm({ profile }: { profile: BrandProfileDto }) {
  const [name, setName] = useState(profile.name);
  const [website, setWebsite] = useState(profile.website ?? '');
  const [description, setDescription] = useState(profile.description ?? '');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateBrandProfile();
  useEffect(() => {
    setName(profile.name);
    setWebsite(profile.website ?? '');
    setDescription(profile.description ?? '');
  }, [profile]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ name: name.trim(), website: website.trim() || null, description: description.trim() || null });
  };

  const changeLogo = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) {
      toast({ title: 'File size must be less than 10MB', variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      update.mutate({ logo: await uploadObject(file) });
    } catch (error) {
      toast({ title: 'Upload failed. Please try again.', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <form onSubmit={save} className="grid max-w-xl gap-4" aria-label="Brand settings">
      <div className="flex items-center gap-4">
        {profile.logo ? (
          <img src={profile.logo} alt={`${profile.name} logo`} className="size-16 rounded-xl bg-surface-raised object-contain" />
        ) : (
          <span aria-hidden className="grid size-16 place-items-center rounded-xl bg-surface-raised text-2xl font-semibold text-accent-light">
            {profile.name.charAt(0).toUpperCase()}
          </span>
        )}
        <input ref={fileInput} type="file" accept="image/png,image/jpeg" className="hidden" aria-label="Logo file" onChange={(e) => void changeLogo(e.target.files?.[0])} />
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={uploading}>
          <ImagePlus aria-hidden className="size-4" /> {uploading ? 'Uploading...' : 'Change logo'}
        </Button>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="brand-settings-name">Brand name</Label>
        <Input id="brand-settings-name" required value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="brand-settings-website">Website</Label>
        <Input id="brand-settings-website" type="url" placeholder="https://" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="brand-settings-description">Description</Label>
        <textarea
          id="brand-settings-description"
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-ink focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/30"
        />
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

export function SettingsTab() {
  const profile = useBrandProfile();
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="font-display text-xl font-semibold">
        Settings
      </h2>
      {profile.isPending ? <Skeleton className="h-64 w-full max-w-xl" /> : profile.isError ? <p className="text-sm text-danger-bright">Could not load your brand.</p> : <ProfileForm profile={profile.data} />}
    </section>
  );
}
