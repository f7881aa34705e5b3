import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
// Features never import each other; pages in app/ compose them.
const featureZones = features.map((f) => ({
  target: `./${featuresDir}/${f}`,
  from: `./${featuresDir}`,
  except: [`./${f}`],
  message: 'features must not import other features; compose them in app/',
}));

// The server's business families (apps/server/src/modules/<family>): each imports another only through
// that family's index.ts, and platform/ never imports a family (docs/architecture.md, "Boundaries").
const modulesDir = 'apps/server/src/modules';
const families = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const familyZones = families.flatMap((f) =>
  families
    .filter((g) => g !== f)
    .map((g) => ({
      target: `./${modulesDir}/${f}`,
      from: `./${modulesDir}/${g}`,
      except: ['./index.ts'],
      message: `family "${f}" may import family "${g}" only through its index.ts (modules/${g})`,
    })),
);
const platformZones = [
  { target: './apps/server/src/platform', from: `./${modulesDir}`, message: 'platform/ never imports a business family (modules/)' },
  { target: './apps/server/src/platform', from: './apps/server/src/app.ts', message: 'platform/ never imports the composed app' },
];
// TypeScript sources import each other without extensions; the resolver must see them for the
// boundary and cycle rules to work at all (a test plants violations and expects them reported).
const resolver = importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench/**/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // Without these, import-x treats .ts files as unparseable and no-cycle silently sees no edges.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-cycle': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    // The server never reaches into the web app; families talk through their index files; no import cycles.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@console/web'], message: 'server must not import web code' }] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: [`${modulesDir}/**/*.ts`], rules: { 'import-x/no-restricted-paths': ['error', { zones: familyZones }] } },
  {
    // Platform tests may exercise the composed app: some platform guarantees (every route declares its
    // access and id scope, no input gives a 500, the cost limit holds) are only provable over all routes.
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts', '**/__fixtures__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: platformZones }] },
  },
  {
    files: ['**/*.test.ts', '**/*.e2e.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
