import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOverlay } from '@/lib/lazy-overlay';

/** The settings dialog's code loads the first time it opens. */
const ProfileSettingsDialog = lazyOverlay(() => import('./profile-settings-dialog').then((module) => module.ProfileSettingsDialog));

/** The /profile header's Settings button (seed 001 §2) and its dialog. */
export function ProfileSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <Settings aria-hidden />
        Settings
      </Button>
      <ProfileSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
