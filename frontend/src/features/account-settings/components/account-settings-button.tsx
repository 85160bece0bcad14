import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOverlay } from '@/lib/lazy-overlay';

/** The settings dialog's code loads the first time it opens. */
const AccountSettingsDialog = lazyOverlay(() => import('./account-settings-dialog').then((module) => module.AccountSettingsDialog));

/** The /profile header's Settings button and its dialog. */
export function AccountSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <Settings aria-hidden />
        Settings
      </Button>
      <AccountSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
