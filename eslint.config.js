// ESLint (flat config): the recommended rules of ESLint and typescript-eslint (not the type-checked set: tsc
// already runs in CI, and type-aware linting would double its time), with the exceptions this codebase needs.
// Formatting is Prettier's (.prettierrc.json); eslint-config-prettier turns off the rules that would disagree.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'data/', 'node_modules/', 'rest-adapter/gql/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks an argument or binding kept for its position (Express's 4-argument error handler, rest spreads).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON replies of any shape.
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain browser script, served as it is beside the UMD bundles that define these globals.
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        ...globals.browser,
        React: 'readonly',
        ReactDOM: 'readonly',
        GraphiQL: 'readonly',
        graphqlWs: 'readonly',
      },
    },
  },
  prettier,
);
