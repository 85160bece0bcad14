/** The tables identity maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { LoginAttemptEntity } from './adapters/persistence/login-attempt.entity';
import { SessionEntity } from './adapters/persistence/session.entity';
import { UserEntity } from './adapters/persistence/user.entity';

export const IDENTITY_ENTITIES = [UserEntity, SessionEntity, LoginAttemptEntity];
