#!/usr/bin/env node
// Regenerates docs/openapi.json and the frontend client, and fails when either differs from what is committed.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const generatedDir = join(root, 'frontend/src/api/generated');

function snapshot(paths) {
  const files = new Map();
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) readdirSync(path).forEach((name) => walk(join(path, name)));
    else files.set(path, readFileSync(path, 'utf8'));
  };
  paths.forEach(walk);
  return files;
}

const targets = [join(root, 'docs/openapi.json'), generatedDir, join(root, 'docs/architecture.md')];
const before = snapshot(targets);
execSync('npm -w backend run openapi:write --silent', { cwd: root, stdio: 'inherit' });
execSync('npm -w frontend run api:generate --silent', { cwd: root, stdio: 'inherit' });
execSync('node backend/scripts/job-catalogue-table.js --write', { cwd: root, stdio: 'inherit' }); // the job table of docs/architecture.md
const after = snapshot(targets);

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path));
if (changed.length) {
  console.error('Generated files were stale (now regenerated; commit them):');
  changed.forEach((path) => console.error(`  ${path.replace(root, '')}`));
  process.exit(1);
}
console.log('docs/openapi.json and the generated client are up to date');
