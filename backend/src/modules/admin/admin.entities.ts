/** The tables admin maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { AdminSettingEntity } from './adapters/persistence/admin-setting.entity';
import { SignupEntity } from './adapters/persistence/signup.entity';

export const ADMIN_ENTITIES = [SignupEntity, AdminSettingEntity];
