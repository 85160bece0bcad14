export { UserEntity } from './adapters/persistence/user.entity';
export type { BankingDetails, PageLayout } from './adapters/persistence/user.entity';
export { SessionEntity } from './adapters/persistence/session.entity';
export { LoginAttemptEntity } from './adapters/persistence/login-attempt.entity';
export * from './domain/user-role';
