import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyOverlay } from '@/lib/lazy-overlay';
import type { SettingsTab } from '../lib/settings-search';

/** The settings dialog's code loads the first time it opens. */
const AccountSettingsDialog = lazyOverlay(() => import('./account-settings-dialog').then((module) => module.AccountSettingsDialog));

/**
 * The /profile header's Settings button and its dialog. `openOn` opens it at once on that tab (a link such as
 * /profile?settings=security); `onClose` hears it close, so the page can drop that from its address.
 */
export function AccountSettingsButton({ className, openOn, onClose }: { className?: string; openOn?: SettingsTab; onClose?: () => void }) {
  const [open, setOpen] = useState(openOn !== undefined);
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <Settings aria-hidden />
        Settings
      </Button>
      <AccountSettingsDialog
        open={open}
        tab={openOn}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClose?.();
        }}
      />
    </>
  );
}
