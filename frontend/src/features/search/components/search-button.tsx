import { useEffect, useState } from 'react';
import { Search } from '@/components/ui/shell-icons';
import { Button } from '@/components/ui/button';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { isSearchShortcut } from '../lib/search-shortcut';

const LazySearchDialog = lazyOverlay(() => import('./search-dialog').then((module) => module.SearchDialog));

/** The header's search button; `/` and ⌘K / Ctrl+K open the same dialog from anywhere on the page. */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Search" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" className={className} onClick={() => setOpen(true)}>
        <Search className="size-5!" />
      </Button>
      <LazySearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
