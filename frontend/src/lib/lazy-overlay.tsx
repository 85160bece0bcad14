import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An overlay (dialog, drawer, menu) whose code loads the first time it opens: until then it renders
 * nothing, so its code and its UI library stay out of the page's initial JavaScript. Once opened it
 * stays mounted, so closing still animates and reopening is instant.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => Boolean((props as { open?: boolean }).open),
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
