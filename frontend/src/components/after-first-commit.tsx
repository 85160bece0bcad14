import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` only after the page's first commit, in a transition of their own: the first render
 * and commit (what the visitor sees first) stay short, and the rest is rendered and committed as separate
 * tasks the browser can interleave with input, instead of one long start-up task (Total Blocking Time).
 * Until then, an empty block of `placeholderClassName` keeps what follows (the footer) where it will be.
 * For below-the-fold content only: the server's prerendered page shows the placeholder too.
 */
export function AfterFirstCommit({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : <div aria-hidden className={placeholderClassName} />;
}
