export { currentUserQueryOptions, useCurrentUser } from './api/get-current-user';
export {
  redirectOtherRoles,
  redirectSignedInVisitor,
  requireRole,
  requireSecondFactorWhereRequired,
  requireSignedIn,
  RoleRequiredError,
  useRecheckGuardsWhenSignedOut,
} from './api/route-guards';
export { parseAuthSearch, safeRedirectTarget, type AuthSearch } from './lib/redirect-target';
export { useSignIn } from './api/sign-in';
export { useSignUp } from './api/sign-up';
export { useSignOut } from './api/sign-out';
export { useVerifyAge } from './api/verify-age';
export { useSignInRequired, type SignInRequiredFor } from './api/use-sign-in-required';
export type { User, UserRole } from './api/types';
export { AccountActions } from './components/account-actions';
export { AuthPanel } from './components/auth-panel';
export { useStepUpPrompt } from './components/step-up-prompt';
export { useSecondFactorStatus } from './api/step-up';
export { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from './components/account-recovery-pages';
export { parseTokenSearch } from './lib/token-search';
