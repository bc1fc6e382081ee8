/** Lookup rows of the demo data: cities (grouped by region), areas, categories, occasions. */

export const demoCities = [
  { name: 'Reykjavík', region: 'Höfuðborgarsvæðið' },
  { name: 'Akureyri', region: 'Norðurland' },
  { name: 'Húsavík', region: 'Norðurland' },
  { name: 'Selfoss', region: 'Suðurland' },
  { name: 'Vík', region: 'Suðurland' },
  { name: 'Ísafjörður', region: 'Vestfirðir' },
  { name: 'Egilsstaðir', region: 'Austurland' },
  { name: 'Oslo', region: 'Norge' },
  { name: 'København', region: 'Danmark' },
  { name: 'Madrid', region: 'España' },
] as const;

export type DemoCityName = (typeof demoCities)[number]['name'];

export const demoAreas: ReadonlyArray<{ name: string; city: DemoCityName }> = [
  { name: 'Miðborg', city: 'Reykjavík' },
  { name: 'Vesturbær', city: 'Reykjavík' },
  { name: 'Hlíðar', city: 'Reykjavík' },
  { name: 'Laugardalur', city: 'Reykjavík' },
  { name: 'Grandi', city: 'Reykjavík' },
  { name: 'Miðbær Akureyrar', city: 'Akureyri' },
];

export const demoCategories = [
  { slug: 'icelandic', name: 'Íslensk matargerð' },
  { slug: 'seafood', name: 'Sjávarréttir' },
  { slug: 'steakhouse', name: 'Steikhús' },
  { slug: 'italian', name: 'Ítalskt' },
  { slug: 'asian', name: 'Asískt' },
  { slug: 'vegan', name: 'Vegan' },
  { slug: 'brunch', name: 'Bröns' },
  { slug: 'fine-dining', name: 'Fínn matur' },
  { slug: 'pizza', name: 'Pizza' },
  { slug: 'cafe', name: 'Kaffihús' },
  { slug: 'tapas', name: 'Tapas' },
  { slug: 'nordic', name: 'Norrænt' },
] as const;

export type DemoCategorySlug = (typeof demoCategories)[number]['slug'];

export const demoOccasions = [
  { slug: 'romantic', name: 'Rómantískt' },
  { slug: 'family', name: 'Fjölskyldan' },
  { slug: 'business', name: 'Viðskiptamatur' },
  { slug: 'groups', name: 'Hópar' },
  { slug: 'christmas', name: 'Jól' },
  { slug: 'outdoor', name: 'Útisvæði' },
] as const;

export type DemoOccasionSlug = (typeof demoOccasions)[number]['slug'];
