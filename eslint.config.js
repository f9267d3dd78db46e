// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import local from './eslint-rules/server-modules.js';

/** Import boundaries of DESIGN.md's layout table. */
const boundaries = [
  { target: './contract', from: ['./src', './sw', './server'], message: 'contract/ imports valibot only.' },
  { target: './server', from: ['./src', './sw'], message: 'The server never imports browser code.' },
  { target: './src', from: ['./server'], message: 'The app never imports server code.' },
  { target: './src/lib', from: ['./src/app', './src/features', './src/ui', './src/domain-ui'], message: 'src/lib imports contract/ only.' },
  // useUserDb is the shared hook over the learner's database: it alone may reach src/data.
  { target: './src/lib', from: './src/data', except: ['./user-db.ts'], message: 'src/lib imports contract/ only.' },
  { target: './src/lib/!(use-user-db).ts', from: './src/data/user-db.ts', message: 'Only src/lib/use-user-db.ts imports src/data.' },
  { target: './src/ui', from: ['./src/app', './src/features', './src/data', './src/domain-ui'], message: 'src/ui imports src/lib only.' },
  {
    target: './src/domain-ui',
    from: ['./src/app', './src/features', './src/data'],
    message: 'src/domain-ui (views of the domain several features share) imports src/ui, src/lib and contract/ only.',
  },
  {
    target: './src/data',
    from: ['./src/app', './src/features', './src/ui', './src/domain-ui'],
    message: 'src/data has no React and no features.',
  },
  { target: './src/features', from: ['./src/app'], message: 'Features never import the app shell.' },
  {
    target: './sw',
    from: ['./src/app', './src/features', './src/ui', './src/domain-ui', './src/lib'],
    message: 'The worker imports contract/ and DOM-free src/data only.',
  },
  {
    target: './server/plugins',
    from: './server/modules',
    message: 'Plugins never import modules: what a plugin needs lives in server/lib (or the module registers a hook).',
  },
  { target: './server/lib', from: ['./server/modules', './server/plugins'], message: 'server/lib imports contract/, db/ and itself only.' },
];

/** A feature never imports another feature: one zone per feature folder, found on disk. */
const featureDir = './src/features';
const featureZones = (existsSync(featureDir) ? readdirSync(featureDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    target: `${featureDir}/${entry.name}`,
    from: featureDir,
    except: [`./${entry.name}`],
    message: 'A feature never imports another feature.',
  }));

/** Numbers, dates and sizes are written by i18next's formatters (contract/formatting.ts), never by hand. */
const intlRule = {
  selector: "MemberExpression[object.name='Intl']",
  message: 'Format through i18next: {{value, number}} in a string, or formatValue (src/lib/format.ts, server/lib/i18n.ts).',
};

/** An answer is read with its contract schema (valibot), so a changed server shape fails where it lands. */
const jsonCastRule = {
  selector: "CallExpression[callee.property.name='json'][typeArguments]",
  message: 'Parse the answer with its contract schema: v.parse(Schema, await call(() => api.get(…).json())), never .json<T>().',
};

/**
 * A store selector must return the same value while the store is unchanged, or every render sees a "new"
 * snapshot and renders again (React #185). A fresh `[]`/`{}` as a fallback or a field is new
 * each call: useShallow compares each field with Object.is. Select primitives or derive after selecting.
 */
const FRESH = ':matches(ArrayExpression, ObjectExpression)';
const storeSelectorRules = [
  `CallExpression[callee.name='useShallow'] > ArrowFunctionExpression > ObjectExpression > Property > ${FRESH}.value`,
  `CallExpression[callee.name='useShallow'] > ArrowFunctionExpression > ObjectExpression > Property > LogicalExpression > ${FRESH}.right`,
  `CallExpression[callee.name=/^use(Session|AppUpdate)$/] > ArrowFunctionExpression > ${FRESH}.body`,
  `CallExpression[callee.name=/^use(Session|AppUpdate)$/] > ArrowFunctionExpression > LogicalExpression > ${FRESH}.right`,
].map((selector) => ({
  selector,
  message: 'A store selector must not return a new array or object on each call (render loop, React #185): select primitives.',
}));

/**
 * Unsent text lives in the one draft store (src/data/drafts): new code does not keep it in web storage or
 * idb-keyval by hand. The modules below keep settings and ids there (and legacy-drafts.ts moves old drafts out).
 */
const draftMessage = 'Keep unsent text with src/data/drafts (readDraft/writeDraft); settings and ids go through the modules allowed here.';
const webStorageUsers = [
  'src/data/downloads/schedule/window-preference.ts',
  'src/data/drafts/draft-db.ts',
  'src/data/drafts/legacy-drafts.ts',
  'src/features/catalogue-admin/hooks/use-video-upload.ts',
  'src/features/chat/use-chat.ts',
  'src/features/consent/consent-storage.ts',
  'src/features/site/home/use-public-stats.ts',
  'src/lib/data-saver.ts',
  'src/lib/language-storage.ts',
  'src/lib/rendition-choice.ts',
  'src/lib/session.ts',
];
const idbKeyvalUsers = ['src/data/outbox/device-id.ts', 'src/data/credential-copy.ts', 'src/data/payment-methods-cache.ts'];
const restrictedImports = {
  paths: [
    {
      name: 'i18next',
      message: 'Use the one instance of src/lib/i18n.ts (server: server/lib/i18n.ts).',
      allowTypeImports: true,
    },
  ],
  patterns: [
    {
      group: ['**/use-translation', '**/use-translation.ts'],
      message: "Import useTranslation from 'react-i18next': one import path for it.",
    },
  ],
};
const idbKeyvalImport = { name: 'idb-keyval', message: draftMessage };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.lighthouseci/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  // Accessibility of the markup the app renders (tests and e2e render fixtures, not screens).
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` is also a prop of our own components (PeoplePage's account role), not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.tools.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...featureZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': ['error', ...storeSelectorRules, intlRule, jsonCastRule],
      'no-restricted-imports': ['error', { ...restrictedImports, paths: [...restrictedImports.paths, idbKeyvalImport] }],
    },
  },
  {
    files: ['src/**', 'sw/**'],
    ignores: webStorageUsers,
    rules: {
      'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: draftMessage }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: draftMessage })),
        ),
      ],
    },
  },
  {
    files: [...idbKeyvalUsers, 'tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports] },
  },
  {
    // The hooks rules analyse every function as React's compiler would: only code that renders React.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Server modules use each other through public.ts only, never both ways (eslint-rules/server-modules.js).
    files: ['server/modules/**'],
    plugins: { local },
    rules: { 'local/server-modules': 'error' },
  },
  {
    // The one i18next instance of each side, and the one place values are formatted.
    files: ['src/lib/i18n.ts', 'server/lib/i18n.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['contract/formatting.ts', 'contract/plural-forms.ts', 'tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': ['error', ...storeSelectorRules] },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', 'import-x/no-restricted-paths': 'off' },
  },
);
