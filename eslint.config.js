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
  // The guests page opens the profile dialog the guest list opens, with its tags' words.
  guests: ['staff', 'guest-list'],
  // A change that costs more is paid on the manage page: the card fields and the payment dialog.
  'manage-booking': ['payments'],
  // The diner's food order is paid as a gift card is: the card fields and the payment dialog.
  ordering: ['payments'],
  // The kitchen's order board is a staff page on the guest list's live channel and day picker.
  'order-board': ['staff', 'guest-list'],
  reports: ['staff'],
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

// The server's modules stand on floors (docs/decisions/057-server-modules-in-layers.md); imports
// run down only. From the top: the frame (app.ts and the entry points, plugins/), the use cases by
// audience, the shared domain, the ports, the kernel (db/, errors, clock). Each list below is in
// order: a module imports the modules after it in its own list and those of the lists below it.
const SERVER = './apps/server/src';
const SERVER_FLOORS = [
  {
    floor: 'staff and admin use cases',
    // A guest list moves bookings the diners made, so staff use cases may use the diner's ones.
    modules: ['joining', 'staff', 'admin', 'guest-list', 'reports'],
  },
  {
    floor: 'diner use cases',
    modules: ['public-pages', 'orders', 'surveys', 'bookings', 'search', 'upsell'],
  },
  {
    floor: 'infrastructure endpoints',
    modules: ['settings', 'phone', 'client-errors', 'health'],
  },
  {
    floor: 'shared domain',
    modules: [
      'availability-index',
      'availability',
      'ordering',
      'menus',
      'tables',
      'payment-policy',
      'gift-cards',
      'restaurants',
      'media',
      'users',
      // Below users: the diner's data download and account deletion include their guest records.
      'guests',
      'auth',
      'catalogue-changes',
      'booking-lifecycle',
    ],
  },
  { floor: 'ports', modules: ['payments', 'messages'] },
];
const SERVER_MODULES = SERVER_FLOORS.flatMap(({ modules }) => modules);
const moduleDir = (module) => `${SERVER}/modules/${module}`;
const serverFiles = (names) => names.map((name) => `${SERVER}/${name}`);
const SERVER_ENTRIES = serverFiles([
  'app.ts',
  'message-sources.ts',
  'server.ts',
  'start.ts',
  'cluster-primary.ts',
  'cluster-worker.ts',
  'sticky-worker.ts',
  'jobs',
]);
const SERVER_KERNEL = serverFiles(['db', 'errors.ts', 'clock.ts', 'invalid-field.ts']);

// One zone per module (every module above it as the zone's sources), its message naming the
// module and its floor.
const floorZones = SERVER_MODULES.slice(1).map((module, index) => {
  const { floor } = SERVER_FLOORS.find(({ modules }) => modules.includes(module));
  return {
    target: moduleDir(module),
    from: SERVER_MODULES.slice(0, index + 1).map(moduleDir),
    message: `${module} (${floor}) imports only what stands below it in SERVER_FLOORS (eslint.config.js).`,
  };
});
const repositoryZones = SERVER_MODULES.flatMap((module) =>
  readdirSync(new URL(`apps/server/src/modules/${module}`, import.meta.url))
    .filter((file) => file.endsWith('.repository.ts'))
    .map((file) => ({
      target: [
        ...SERVER_MODULES.filter((other) => other !== module).map(moduleDir),
        ...SERVER_ENTRIES,
        `${SERVER}/plugins`,
      ],
      from: `${moduleDir(module)}/${file}`,
      message: `Only ${module}/ uses its repository; others call a function its module exports.`,
    })),
);
const frameZones = [
  {
    target: [`${SERVER}/modules`, `${SERVER}/plugins`, ...SERVER_KERNEL],
    from: SERVER_ENTRIES,
    message: 'The entry points and jobs compose the server; nothing imports them.',
  },
  {
    target: `${SERVER}/plugins`,
    from: SERVER_FLOORS.filter(({ floor }) => floor !== 'shared domain')
      .flatMap(({ modules }) => modules)
      .map(moduleDir),
    message: 'Plugins serve every module; they use only the shared domain (auth) and the kernel.',
  },
  {
    target: SERVER_KERNEL,
    from: [`${SERVER}/modules`, `${SERVER}/plugins`],
    message: 'The kernel (db, errors, clock) imports no module.',
  },
];

const serverZones = [...floorZones, ...repositoryZones, ...frameZones];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The web app's server build (`npm run build`), as generated as dist.
      '**/dist-server/**',
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
      // No exceptions: another module's rows are read through a function that module exports.
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedZones, ...serverZones] },
      ],
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
