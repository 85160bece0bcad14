import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../modules/identity';
import { seedDemoData } from './demo-data/seed-demo-data';
import type { Runtime } from '../shared/infrastructure/runtime';

/**
 * After migrations: the admin named by ADMIN_USERNAME/ADMIN_PASSWORD, and outside production the
 * demo shop when the database is empty. Production never gets demo accounts.
 */
export async function prepareData(app: INestApplication, { config }: Runtime): Promise<void> {
  const logger = new Logger('Data');
  const hasher = app.get<PasswordHasher>(PASSWORD_HASHER);
  if (config.adminUsername && config.adminPassword) {
    await app.get<UserAccounts>(USER_ACCOUNTS).upsertAdmin(config.adminUsername, await hasher.hash(config.adminPassword));
    logger.log(`Admin account "${config.adminUsername}" is ready`);
  }
  if (!config.seedDemoData) return;
  const { seeded } = await seedDemoData(app.get(EntityManager).fork(), {
    demoPassword: config.demoPassword,
    hashPassword: (plain: string) => hasher.hash(plain),
  });
  if (seeded) logger.log('Seeded the demo shop (accounts admin, shopper, curator, brand)');
}
