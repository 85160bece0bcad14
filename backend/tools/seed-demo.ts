/**
 * npm -w backend run seed — writes the demo shop (backend/demo/demo-catalog.json) into the database
 * of DATABASE_URL after migrating it; does nothing when it already has products. `npm start` seeds
 * an empty database by itself outside production; this is for a database the app does not boot on.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/app-config';
import { createOrmConfig } from '../src/mikro-orm.config';
import { seedDemoData } from '../src/app/demo-data/seed-demo-data';
import { Argon2PasswordHasher } from '../src/modules/identity/adapters/security/argon2-password-hasher';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction) throw new Error('Refusing to write demo accounts under NODE_ENV=production');
  const orm = await MikroORM.init(createOrmConfig({ clientUrl: config.databaseUrl, poolMax: 2 }));
  try {
    await orm.getMigrator().up();
    const hasher = new Argon2PasswordHasher();
    const { seeded, counts } = await seedDemoData(orm.em.fork(), { demoPassword: config.demoPassword, hashPassword: (plain) => hasher.hash(plain) });
    console.log(seeded ? `Seeded the demo shop: ${JSON.stringify(counts)}` : 'The database already has products; nothing seeded');
  } finally {
    await orm.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
