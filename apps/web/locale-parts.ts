import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Top-level namespaces of the locale files that only lazily loaded pages read. They ship as a
 * second chunk per language, fetched with those pages, so the home page downloads only the
 * strings it shows (docs/decisions/009). A namespace not listed here goes with the shell, so
 * forgetting one costs bytes, never a missing string.
 */
export const PAGE_NAMESPACES: readonly string[] = [
  'downloadApp',
  'signup',
  'thankYou',
  'reservationUnsuccessful',
  'restaurant',
  'slots',
  'bookingSelection',
  'event',
  'christmas',
  'reserve',
  'confirmation',
  'cancel',
  'manage',
  'upsell',
  'complete',
  'pages',
  'components',
  'payment',
  'map',
  'ratings',
];

/**
 * Namespaces of pages few visits open (sign-in and My bookings, the terms, the survey, the style
 * guide, the payment link, nearby, gift cards): a chunk of their own per language, so the booking
 * flow's pages do not download their strings. The complete page's gift card field and the guest
 * list's gift card panel load it when they are first opened.
 */
export const EXTRA_NAMESPACES: readonly string[] = [
  'account',
  'terms',
  'survey',
  'styleguide',
  'paymentLink',
  'nearby',
  'giftCard',
  'joining',
];

/**
 * Namespaces only the restaurant staff's pages read (the workspace, the team, the guest list):
 * a third chunk per language, so a diner's pages never download the staff's strings.
 */
export const STAFF_NAMESPACES: readonly string[] = ['staff'];

/**
 * Namespaces only the diner's food ordering pages read (takeaway, delivery, catering): a chunk
 * of their own per language, the largest of a diner's namespaces, so the booking flow's pages do
 * not download them.
 */
export const ORDER_NAMESPACES: readonly string[] = ['order'];

const PARTS = ['shell', 'pages', 'extra', 'staff', 'order'] as const;
type Part = (typeof PARTS)[number];

function partOf(namespace: string): Part {
  if (STAFF_NAMESPACES.includes(namespace)) return 'staff';
  if (ORDER_NAMESPACES.includes(namespace)) return 'order';
  if (EXTRA_NAMESPACES.includes(namespace)) return 'extra';
  return PAGE_NAMESPACES.includes(namespace) ? 'pages' : 'shell';
}

const PREFIX = 'virtual:locale/';

/**
 * `virtual:locale/is/shell`, `virtual:locale/is/pages` and `virtual:locale/is/staff`:
 * src/locales/is.json split by PAGE_NAMESPACES and STAFF_NAMESPACES. The JSON files stay whole, so translators, the parity test and the key
 * types (lib/i18n.ts) keep working on one file per language.
 */
export function localeParts(): Plugin {
  const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url));
  return {
    name: 'dekka:locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}$/.test(language) || !(PARTS as readonly string[]).includes(part)) {
        throw new Error(`Unknown locale part ${id.slice(1)}`);
      }
      const file = join(localesDir, `${language}.json`);
      this.addWatchFile(file);
      const all: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
      const picked = Object.fromEntries(
        Object.entries(all).filter(([namespace]) => partOf(namespace) === part),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
