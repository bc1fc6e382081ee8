import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web features stay apart (as bulletproof-react does): a feature imports only from itself, the
// shared code (lib/, components/, types/) and the features listed here. booking-process is the
// flow's state that every step shares; payments owns the card and the provider's answers; staff
// owns the gate and frame of every staff page, the guest list's and the settings' too.
const WEB = './apps/web/src';
const FEATURE_DEPENDENCIES = {
  cancel: ['manage-booking'],
  complete: ['booking-process', 'payments'],
  confirmation: ['booking-process', 'manage-booking'],
  // The gift card shop takes the card as the complete page does, through the payment dialog.
  giftcard: ['payments'],
  'guest-list': ['staff'],
  // The diner's food order is paid as a gift card is: the card fields and the payment dialog.
  ordering: ['payments'],
  // The kitchen's order board is a staff page on the guest list's live channel and day picker.
  'order-board': ['staff', 'guest-list'],
  'restaurant-settings': ['staff'],
  reserve: ['booking-process'],
  restaurant: ['booking-process'],
  search: ['booking-process'],
  upsell: ['booking-process'],
};
const features = readdirSync(new URL('apps/web/src/features', import.meta.url));
const featureZones = features.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`, ...(FEATURE_DEPENDENCIES[feature] ?? []).map((other) => `./${other}`)],
  message:
    'A feature imports another only where eslint.config.js allows it; move shared code to lib/ or components/.',
}));
const sharedZones = ['lib', 'components', 'types'].map((shared) => ({
  target: `${WEB}/${shared}`,
  from: [`${WEB}/features`, `${WEB}/app`],
  message: 'Shared code does not import features or the app shell.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      // One report per E2E_PORT (playwright.config.ts), like .gitignore's playwright-report*/.
      'playwright-report*/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error, and an async callback where a
    // plain one is expected (an event handler, a forEach) runs unawaited the same way.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
