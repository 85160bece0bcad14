import { Menu } from '@/components/ui/shell-icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadMobileMenu = () => import('./mobile-menu').then((module) => ({ default: module.MobileMenu }));
const MobileMenu = lazy(loadMobileMenu);

/**
 * The phone menu's button. The menu (and the dialog library it is built on) loads on the first tap,
 * then opens; until then this button looks and sits exactly like the menu's own trigger.
 */
export function LazyMobileMenu() {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label="Open menu"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadMobileMenu()}
      onClick={() => setWanted(true)}
    >
      <Menu className="size-5!" />
    </Button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MobileMenu defaultOpen />
    </Suspense>
  );
}
