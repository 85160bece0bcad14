/**
 * Builds the test database templates (migrated; migrated and seeded) before jest starts its workers, as
 * immich's medium tests migrate once, and hands their names down in the environment: no test file's set-up
 * waits for a build, and a run that crosses the hour keeps the seeded template it started with.
 * Where both exist already this is a lookup.
 *
 * The app is imported here, not at the top: loading it sets globals (MikroORM keeps its entity metadata in
 * `globalThis['mikro-orm-metadata']`), and a run of a single file executes it in this very process, where
 * jest's node environment hands the test every global of this process. The test's own MikroORM would then
 * find this realm's metadata ("Map.prototype.set called on incompatible receiver"). So the globals the build
 * added are removed once it is done.
 */
export default async function globalSetup(): Promise<void> {
  const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
  const { demoTemplate } = await import('./test-app');
  const { migratedTemplate, TEMPLATES_ENV } = await import('./test-database');
  process.env[TEMPLATES_ENV.migrated] = await migratedTemplate();
  process.env[TEMPLATES_ENV.demo] = await demoTemplate();
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!globalsBefore.has(name)) delete (globalThis as Record<string, unknown>)[name];
  }
}
