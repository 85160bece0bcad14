import { useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { useSignupModalState } from '@/api/signup-modal-state';

/** Dismissed for this browser session. */
const DISMISSED_KEY = 'signupModalDismissed';

const wasDismissed = () => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};
const rememberDismissed = () => {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // No session storage: the popup closes for this page view only.
  }
};

// The form and its dialog library load only when the popup opens, so they stay out of every page's initial JS.
const EarlyAccessForm = lazyOverlay(() => import('./early-access-form').then((module) => module.EarlyAccessForm));

/**
 * The early-access popup: shown when the admin switch is on and it was not
 * dismissed this session, never before the age gate is passed (`ageConfirmed`, which the app shell reads
 * from the age-gate feature) and never over the admin area. Escape and outside clicks do not close it;
 * the nearly invisible 'admin bypass' corner button does, and so does the thank-you view's Close.
 */
export function EarlyAccessDialog({ ageConfirmed }: { ageConfirmed: boolean }) {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  // Asked only when the popup could be shown: after the age gate, not dismissed, not in the admin area.
  const couldShow = !dismissed && ageConfirmed && !pathname.startsWith('/admin') && pathname !== '/auth';
  const state = useSignupModalState({ enabled: couldShow });
  const open = couldShow && state.data?.enabled === true;
  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };
  return <EarlyAccessForm open={open} dismiss={dismiss} />;
}
