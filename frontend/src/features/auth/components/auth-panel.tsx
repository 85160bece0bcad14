import { ShieldAlert } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BRAND_NAME, BRAND_TAGLINE, MINIMUM_AGE } from '@/lib/brand';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** `initialTab`: /auth?tab=sign-up opens on Sign Up (the home page's 'Get Started'). */
export function AuthPanel({ onAuthenticated, initialTab = 'sign-in' }: { onAuthenticated: () => void; initialTab?: 'sign-in' | 'sign-up' }) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-border bg-surface/70 p-6 shadow-2xl shadow-scrim/40 sm:p-8">
      <div className="mb-6 text-center">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Welcome to {BRAND_NAME}</h1>
        <p className="mt-2 text-sm text-ink-muted">{BRAND_TAGLINE}</p>
      </div>
      <Tabs defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm onSignedIn={onAuthenticated} />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm onSignedUp={onAuthenticated} />
        </TabsContent>
      </Tabs>
      <p className="mt-6 flex items-start gap-2 rounded-lg bg-accent/10 p-3 text-xs text-accent-pale">
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          You must be {MINIMUM_AGE} or older to use {BRAND_NAME}. Please drink responsibly.
        </span>
      </p>
    </div>
  );
}
