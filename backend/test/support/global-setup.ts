import { demoTemplate } from './test-app';
import { migratedTemplate, TEMPLATES_ENV } from './test-database';

/**
 * Builds the test database templates (migrated; migrated and seeded) before jest starts its workers, as
 * immich's medium tests migrate once, and hands their names down in the environment: no test file's set-up
 * waits for a build, and a run that crosses the hour keeps the seeded template it started with.
 * Where both exist already this is a lookup.
 */
export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATES_ENV.migrated] = await migratedTemplate();
  process.env[TEMPLATES_ENV.demo] = await demoTemplate();
}
