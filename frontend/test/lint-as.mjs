// Lints fixture files as if they lived elsewhere in the project, with the project's eslint.config.js.
// Reads [{ fixture, pretendPath }] as JSON on stdin; prints each one's messages as JSON.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';

const frontendRoot = fileURLToPath(new URL('..', import.meta.url));
const fixtures = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: frontendRoot });
const reports = [];
for (const { fixture, pretendPath } of fixtures) {
  const code = readFileSync(new URL(`./lint-fixtures/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(frontendRoot, pretendPath) });
  reports.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
}
process.stdout.write(JSON.stringify(reports));
