import { z } from './zod.ts';

/** Display countries decide which languages the site offers (docs/product.md, "Who it is for"). */
export const DisplayCountry = z.enum(['is', 'es', 'no', 'dk']);
export type DisplayCountry = z.infer<typeof DisplayCountry>;

export const Theme = z.object({
  primary: z.string().max(64),
  onPrimary: z.string().max(64),
  secondary: z.string().max(64),
  onSecondary: z.string().max(64),
  surface: z.string().max(64),
  background: z.string().max(64),
  error: z.string().max(64),
  onError: z.string().max(64),
});
export type Theme = z.infer<typeof Theme>;

export const MetaTags = z.object({
  pageTitle: z.string().max(200),
  shareTitle: z.string().max(200),
  description: z.string().max(500),
  imageUrl: z.string().max(2000),
  siteUrl: z.string().max(2000),
});
export type MetaTags = z.infer<typeof MetaTags>;

/** GET /api/web/settings: what the client needs before it renders its first page. */
export const SiteSettingsResponse = z.object({
  metaTags: MetaTags,
  /** Partial override of the default theme; null keeps the defaults. */
  theme: Theme.partial().nullable(),
  displayCountry: DisplayCountry,
  /** External gift-card site that /gjafabref leaves for; empty: Dekka's own shop (/giftcard). */
  giftCardUrl: z.string().max(2000),
  /** Hosted mailing-list form that /signup posts to (new tab). */
  mailingListFormUrl: z.string().max(2000),
  appStoreUrl: z.string().max(2000),
  playStoreUrl: z.string().max(2000),
  contactEmail: z.string().max(200),
  address: z.string().max(500),
  /** Reserve with Google conversion endpoint; null: no conversion report is sent. */
  rwgConversionUrl: z.string().max(2000).nullable(),
  rwgPartnerId: z.string().max(100).nullable(),
  /** Static map image with {lat} and {lon} placeholders; null: the confirmation draws its own. */
  mapImageUrl: z.string().max(2000).nullable(),
  /** Apple Pay merchant identifier for the capability check; null: Apple Pay is not offered. */
  applePayMerchantId: z.string().max(255).nullable(),
  /** Map tiles with {z}, {x} and {y} (and optionally {s}) placeholders, for the pages' maps. */
  mapTileUrl: z.string().max(2000),
  /** Who the map tiles are credited to, as HTML (links allowed), shown on every map. */
  mapTileAttribution: z.string().max(1000),
});
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>;
