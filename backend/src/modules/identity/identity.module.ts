import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit';
import { NotificationsModule } from '../notifications';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AuthenticateUserHandler } from './application/commands/authenticate-user/authenticate-user.handler';
import { RegisterUserHandler } from './application/commands/register-user/register-user.handler';
import { CreateAccountHandler } from './application/commands/create-account/create-account.handler';
import { UpdateAccountHandler } from './application/commands/update-account/update-account.handler';
import { GrantCreatorRoleHandler } from './application/commands/grant-creator-role/grant-creator-role.handler';
import { DeactivateUserHandler } from './application/commands/deactivate-user/deactivate-user.handler';
import { FindAnyAccountHandler } from './application/queries/find-any-account/find-any-account.handler';
import { ListUsersForAdminHandler } from './application/queries/list-users-for-admin/list-users-for-admin.handler';
import { VerifyAgeHandler } from './application/commands/verify-age/verify-age.handler';
import { PASSWORD_HASHER, USER_ACCOUNTS } from './application/ports/user-accounts.port';
import { ShopperAges } from './application/age/shopper-ages';
import { CountUsersHandler } from './application/queries/count-users/count-users.handler';
import { FindUserIdByUsernameHandler } from './application/queries/find-user-id-by-username/find-user-id-by-username.handler';
import { GetCurrentUserHandler } from './application/queries/get-current-user/get-current-user.handler';
import { LocalStrategy } from './adapters/http/local.strategy';
import { UserSessionsController } from './adapters/http/user-sessions.controller';
import { SecondFactorController } from './adapters/http/second-factor.controller';
import { SignInSessions } from './adapters/http/sign-in-sessions';
import { StepUpGuard } from './adapters/http/step-up.guard';
import { PostgresSecondFactorsRepository } from './adapters/persistence/second-factors.repository';
import { SECOND_FACTOR_POLICY, SECOND_FACTORS, SecondFactorPolicy } from './application/ports/second-factors.port';
import { CheckRoleSecondFactorHandler } from './application/queries/check-role-second-factor/check-role-second-factor.handler';
import { SecondFactorCheck } from './application/second-factor-check';
import {
  ConfirmPasswordHandler,
  DisableTotpHandler,
  EnableTotpHandler,
  GetSecondFactorStatusHandler,
  StartTotpSetupHandler,
  VerifySecondFactorHandler,
} from './application/commands/second-factor/second-factor.handlers';
import { EndSessionsHandler } from './application/commands/end-sessions/end-sessions.handler';
import { ListUserSessionsHandler } from './application/queries/list-user-sessions/list-user-sessions.handler';
import { RolesGuard } from './adapters/http/guards';
import { SessionSerializer } from './adapters/http/session.serializer';
import { PostgresUserAccountsRepository } from './adapters/persistence/user-accounts.repository';
import { Argon2PasswordHasher, FAST_TEST_COST } from './adapters/security/argon2-password-hasher';
import { BoundedPasswordHasher } from './adapters/security/bounded-password-hasher';
import { PostgresAccountRecoveryRepository } from './adapters/persistence/account-recovery.repository';
import { ACCOUNT_RECOVERY } from './application/ports/account-recovery.port';
import { ACCOUNT_LINKS, AccountLinks } from './application/one-time-token';
import { EmailVerificationMailer } from './application/email-verification-mailer';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './application/commands/reset-password/reset-password.handler';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler';
import { ChangeEmailHandler } from './application/commands/change-email/change-email.handler';
import { RequestEmailVerificationHandler } from './application/commands/request-email-verification/request-email-verification.handler';
import { ConfirmEmailVerificationHandler } from './application/commands/confirm-email-verification/confirm-email-verification.handler';

@Module({
  imports: [CqrsModule, PassportModule.register({ session: true }), AuditModule, NotificationsModule],
  controllers: [UserSessionsController, SecondFactorController],
  providers: [
    { provide: USER_ACCOUNTS, useClass: PostgresUserAccountsRepository },
    ShopperAges,
    { provide: SECOND_FACTORS, useClass: PostgresSecondFactorsRepository },
    SecondFactorCheck,
    { provide: SECOND_FACTOR_POLICY, useFactory: (config: AppConfig): SecondFactorPolicy => ({ requiredRoles: config.mfaRequiredRoles }), inject: [APP_CONFIG] },
    CheckRoleSecondFactorHandler,
    {
      provide: PASSWORD_HASHER,
      useFactory: (config: AppConfig) => new BoundedPasswordHasher(new Argon2PasswordHasher(config.fastPasswordHashing ? FAST_TEST_COST : undefined)),
      inject: [APP_CONFIG],
    },
    { provide: ACCOUNT_RECOVERY, useClass: PostgresAccountRecoveryRepository },
    { provide: ACCOUNT_LINKS, useFactory: (config: AppConfig): AccountLinks => ({ publicOrigin: config.originOutsideRequests }), inject: [APP_CONFIG] },
    EmailVerificationMailer,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    ChangeEmailHandler,
    RequestEmailVerificationHandler,
    ConfirmEmailVerificationHandler,
    RegisterUserHandler,
    AuthenticateUserHandler,
    VerifyAgeHandler,
    GetCurrentUserHandler,
    CountUsersHandler,
    FindUserIdByUsernameHandler,
    ListUsersForAdminHandler,
    FindAnyAccountHandler,
    DeactivateUserHandler,
    ListUserSessionsHandler,
    EndSessionsHandler,
    StartTotpSetupHandler,
    EnableTotpHandler,
    DisableTotpHandler,
    VerifySecondFactorHandler,
    ConfirmPasswordHandler,
    GetSecondFactorStatusHandler,
    SignInSessions,
    StepUpGuard,
    GrantCreatorRoleHandler,
    CreateAccountHandler,
    UpdateAccountHandler,
    LocalStrategy,
    SessionSerializer,
    RolesGuard,
  ],
  exports: [USER_ACCOUNTS, PASSWORD_HASHER, ShopperAges, RolesGuard, SignInSessions, StepUpGuard],
})
export class IdentityModule {}
