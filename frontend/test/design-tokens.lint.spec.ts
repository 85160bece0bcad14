/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}

const FIXTURES = {
  raw: { fixture: 'raw-palette-classes.tsx', pretendPath: 'src/features/catalog/components/fixture.tsx' },
  roles: { fixture: 'role-colour-classes.tsx', pretendPath: 'src/features/catalog/components/fixture.tsx' },
  blackAllowed: { fixture: 'raw-palette-classes.tsx', pretendPath: 'src/features/my-profile/components/custom-block-view.tsx' },
};

/** One eslint run for all the fixtures, each linted as if it lived at its pretendPath. */
function lintFixtures(): Record<keyof typeof FIXTURES, LintMessage[]> {
  const entries = Object.entries(FIXTURES);
  const result = spawnSync(process.execPath, [path.join(__dirname, 'lint-as.mjs')], {
    input: JSON.stringify(entries.map(([, fixture]) => fixture)),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`eslint failed to run: ${result.stderr}`);
  const reports = JSON.parse(result.stdout) as LintMessage[][];
  return Object.fromEntries(entries.map(([name], index) => [name, reports[index]])) as Record<keyof typeof FIXTURES, LintMessage[]>;
}

const rawColourLines = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('by its role')).map((message) => message.line);

describe('colours by role, not raw palette classes (npm run lint)', () => {
  let reports: ReturnType<typeof lintFixtures>;
  beforeAll(() => {
    reports = lintFixtures();
  });

  it('refuses a palette shade in a className, behind a variant in a string, and black in a template literal', () => {
    expect(rawColourLines(reports.raw)).toEqual([5, 6, 7]);
  });

  it('accepts role colours, with variants and opacity, and palette names that are not classes', () => {
    expect(reports.roles).toEqual([]);
  });

  it('lets the allow-listed video name black, and nothing else raw', () => {
    expect(rawColourLines(reports.blackAllowed)).toEqual([5, 6]);
  });
});
