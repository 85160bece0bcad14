import { ShieldAlert } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { useSecondFactorStatus } from '@/features/auth';

/**
 * Says so when this admin signs in without a second factor: in development the demo admin may (the back-office
 * works); where the role needs one (production, MFA_REQUIRED_ROLES) the back-office answers only once it is set up.
 */
export function SecondFactorNotice() {
  const { data } = useSecondFactorStatus();
  if (!data || data.totpEnabled) return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm text-accent-pale" data-testid="second-factor-notice">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {data.required
          ? 'Your admin account needs two-step sign-in before the back-office opens. '
          : 'Two-step sign-in is off for this admin account: that is allowed here (development), but admins need it in production. '}
        Set it up under{' '}
        <Link to="/profile" search={{ settings: 'security' }} className="underline underline-offset-4">
          Profile → Settings → Security
        </Link>
        .
      </span>
    </p>
  );
}
