export * from './domain/user-role';
export { IdentityModule } from './identity.module';
export { SignedInGuard, RolesGuard, Roles, CurrentUser, OptionalUser } from './adapters/http/guards';
export type { SignedInUser } from './adapters/http/guards';
export { RegistrationUsername, RegistrationPassword, RegistrationEmail } from './adapters/http/registration-fields';
export { SESSION_COOKIE } from './adapters/http/session-cookie';
export { SESSION_MAX_AGE_MS } from './domain/session-lifetime';
export { recordSignIn } from './adapters/http/session-record';
// Two-step sign-in and step-up: RequiresStepUp() guards a change that moves money (after SignedInGuard).
export { SignInSessions, DEVICE_COOKIE } from './adapters/http/sign-in-sessions';
export { RequiresStepUp, StepUpGuard } from './adapters/http/step-up.guard';
export { VerifySecondFactorCommand, GetSecondFactorStatusQuery } from './application/commands/second-factor/second-factor.commands';
// Wherever a role grants access outside RolesGuard (an admin on another's resource): run this first.
export { CheckRoleSecondFactorQuery } from './application/queries/check-role-second-factor/check-role-second-factor.query';
export type { AuthenticatedAccount } from './application/commands/authenticate-user/authenticate-user.command';
export * from './domain/second-factor.errors';
export { readAccountsWithSessions } from './adapters/http/session-accounts';
export { createSessionStore } from './adapters/persistence/session-store';
export { PASSWORD_CHECK_RETRY_AFTER_SECONDS } from './adapters/security/bounded-password-hasher';
export { USER_ACCOUNTS, PASSWORD_HASHER } from './application/ports/user-accounts.port';
export type { UserAccounts, PasswordHasher, AccountView } from './application/ports/user-accounts.port';
export * from './domain/identity.errors';

// Accounts: commands and queries for the accounts module (the API's account answer) and the admin area.
export { RegisterUserCommand } from './application/commands/register-user/register-user.command';
export type { RegistrationOptions } from './application/commands/register-user/register-user.command';
export { VerifyAgeCommand } from './application/commands/verify-age/verify-age.command';
export { GetCurrentUserQuery } from './application/queries/get-current-user/get-current-user.query';
export { CountUsersQuery } from './application/queries/count-users/count-users.query';
export { ListUsersForAdminQuery } from './application/queries/list-users-for-admin/list-users-for-admin.query';
export { FindAnyAccountQuery } from './application/queries/find-any-account/find-any-account.query';
export { CreateAccountCommand } from './application/commands/create-account/create-account.command';
export { UpdateAccountCommand } from './application/commands/update-account/update-account.command';
export { GrantCreatorRoleCommand } from './application/commands/grant-creator-role/grant-creator-role.command';
export { DeactivateUserCommand } from './application/commands/deactivate-user/deactivate-user.command';
export type { AdminUserRow } from './application/queries/list-users-for-admin/list-users-for-admin.query';
export { FindUserIdByUsernameQuery } from './application/queries/find-user-id-by-username/find-user-id-by-username.query';

export * from './domain/reserved-usernames';

// Account recovery and addresses: reset links, password and address changes, e-mail verification.
export { RequestPasswordResetCommand } from './application/commands/request-password-reset/request-password-reset.command';
export { ResetPasswordCommand } from './application/commands/reset-password/reset-password.command';
export { ChangePasswordCommand } from './application/commands/change-password/change-password.command';
export { ChangeEmailCommand } from './application/commands/change-email/change-email.command';
export { RequestEmailVerificationCommand } from './application/commands/request-email-verification/request-email-verification.command';
export { ConfirmEmailVerificationCommand } from './application/commands/confirm-email-verification/confirm-email-verification.command';
export { PASSWORD_RESET_TTL_MINUTES } from './domain/account-tokens';

// Verified age, in steps: the age status table, and identity's part of the checkout and the handoff.
export * from './domain/age-status';
export { ShopperAges } from './application/age/shopper-ages';
