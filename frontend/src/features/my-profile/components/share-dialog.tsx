import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';

/** The specification's behaviour and wording: the copy button says 'Copied!' for 2 seconds; a refused clipboard toasts 'Failed to copy link'. */
export const COPIED_FOR_MS = 2_000;

export function ShareDialog({ url, title, onClose }: { url: string | null; title: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy link', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Anyone with this link can see it; purchases through it are credited to you.</DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <input readOnly aria-label="Share link" value={url ?? ''} onFocus={(event) => event.target.select()} className="min-w-0 flex-1 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink-soft" />
          <Button onClick={() => void copy()} aria-live="polite">
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            <span className="ml-1">{copied ? 'Copied!' : 'Copy'}</span>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
