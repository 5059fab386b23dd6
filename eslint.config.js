// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = 'apps/web/app/features/';

/**
 * The layers' import rules, checked on the resolved path of every relative import:
 * a web feature does not import another feature (route pages compose them, shared UI lives in
 * app/components), and the web never imports the server.
 */
const boundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      feature: '{{from}} imports the {{to}} feature: move what both need to app/components or app/lib.',
      server: 'The web app never imports the server: share code through packages/shared.',
    },
  },
  create(context) {
    const file = path.relative(process.cwd(), context.filename).split(path.sep).join('/');
    const featureOf = (p) => (p.startsWith(WEB_FEATURES) ? p.slice(WEB_FEATURES.length).split('/')[0] : undefined);
    const from = featureOf(file);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      if (spec.startsWith('@ai4n/server')) return context.report({ node, messageId: 'server' });
      if (!spec.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      if (file.startsWith('apps/web/') && target.startsWith('apps/server/'))
        return context.report({ node, messageId: 'server' });
      const to = featureOf(target);
      if (from && to && to !== from) context.report({ node, messageId: 'feature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'apps/web/.react-router/**',
      'apps/server/src/db/migrations/**',
      '**/*.d.ts',
      'bench/.prof-*/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Input cleaning matches control characters (NUL, C0) on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      // Pages are prerendered: what only the browser knows (storage, the URL's hash, the signed-in
      // account) is read in an effect after hydration, so the first render matches the HTML.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Scripts, benchmarks and the CLI talk to a terminal.
    files: ['scripts/**', 'bench/**', 'apps/server/src/cli/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
