import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFile = (feature) => `./${feature}/index.ts`;

/**
 * The shared kernel: the session (auth), the delivery address and the shopper's favorites. Any feature may
 * use them; every other feature is used only by the routes and the app shell, which compose features.
 */
const KERNEL_FEATURES = ['auth', 'address', 'favorites'];

/**
 * Feature boundaries (bulletproof-react's zones, docs/project-structure.md there): a feature imports no
 * other feature but the kernel, and the kernel only through its public `index.ts`; routes and the app
 * shell import any feature through its `index.ts` and compose them; shared code (components, lib, api)
 * imports no feature, route or app code; features import no route or app code.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...KERNEL_FEATURES.filter((kernel) => kernel !== feature).map(publicFile)],
    message: KERNEL_FEATURES.includes(feature)
      ? `A kernel feature imports another kernel feature through its public file ('@/features/<name>'), and no other feature.`
      : `A feature imports only the shared kernel (${KERNEL_FEATURES.join(', ')}), through its public file '@/features/<name>'; compose other features in a route.`,
  })),
  {
    target: ['./src/routes', './src/app'],
    from: './src/features',
    except: features.map(publicFile),
    message: `Routes and the app shell import a feature through its public file, '@/features/<name>'.`,
  },
  {
    target: ['./src/components', './src/lib', './src/api'],
    from: ['./src/features', './src/routes', './src/app'],
    message: 'Shared code (components, lib, api) must not depend on features, routes or the app shell.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features must not depend on routes or the app shell: pass what they need as props.',
  },
];

/**
 * Colours are named by role (`text-ink-muted`, `bg-surface`, `border-border`, `text-accent-light`…: the
 * `@theme` of src/app/styles.css), never by a raw palette shade, so a colour or contrast change is one line
 * there. A class list is a string or template literal; its classes follow a space, a variant's colon or the
 * start of the string.
 */
const PALETTE = 'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const COLOR_UTILITIES = 'bg|text|border(-[xytrblse])?|ring|ring-offset|fill|stroke|from|to|via|divide|outline|placeholder|accent|caret|decoration|shadow';
const PALETTE_CLASS = `(^|[\\s:])-?(${COLOR_UTILITIES})-(${PALETTE})-\\d`;
const BLACK_OR_WHITE_CLASS = `(^|[\\s:])-?(${COLOR_UTILITIES})-(black|white)([^\\w-]|$)`;
const RAW_COLOR_MESSAGE =
  'Name a colour by its role (text-ink-muted, bg-surface, border-border, text-accent-light, …: the @theme of src/app/styles.css), not by a raw palette class.';
const refuseClasses = (...patterns) => [
  'error',
  ...patterns.flatMap((pattern) => [
    { selector: `Literal[value=/${pattern}/]`, message: RAW_COLOR_MESSAGE },
    { selector: `TemplateElement[value.raw=/${pattern}/]`, message: RAW_COLOR_MESSAGE },
  ]),
];
/** Files that may name black or white as such: a video letterboxes in black whatever the theme. */
const BLACK_OR_WHITE_ALLOWED = ['src/features/my-profile/components/custom-block-view.tsx'];
/** The class merger's spec checks it sorts role colours as tailwind-merge sorts palette colours, so it names both. */
const RAW_COLOR_ALLOWED = ['src/lib/class-merge.spec.ts'];

export default tseslint.config(
  { ignores: ['dist', 'src/api/generated', 'src/routeTree.gen.ts', 'test/lint-fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Node scripts beside the tests.
    files: ['test/**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly' } },
  },
  {
    // The jest environment module is CommonJS, as jest loads it.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${frontendRoot}tsconfig.json` })],
    },
    rules: {
      'no-restricted-syntax': refuseClasses(PALETTE_CLASS, BLACK_OR_WHITE_CLASS),
      'import-x/no-restricted-paths': ['error', { basePath: frontendRoot, zones: boundaryZones }],
      // One way to use the generated client: a feature's api/ file builds its query options, queries and
      // mutations from the generated fetchers and query keys; the generated React Query hooks stay unused.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/generated/endpoints/**'],
              importNamePattern: '^use[A-Z]',
              message: "Build the query or mutation in the feature's api/ file from the generated fetcher and query key (queryOptions/useQuery/useMutation), not the generated hook.",
            },
          ],
        },
      ],
    },
  },
  {
    files: BLACK_OR_WHITE_ALLOWED,
    rules: { 'no-restricted-syntax': refuseClasses(PALETTE_CLASS) },
  },
  {
    files: RAW_COLOR_ALLOWED,
    rules: { 'no-restricted-syntax': 'off' },
  },
);
