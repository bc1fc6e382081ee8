import { same, texts, withTexts } from './texts.ts';

/** Lookup rows of the demo data: cities (grouped by region), areas, categories, occasions. */

export const demoCities = [
  { name: 'Reykjavík', region: 'Höfuðborgarsvæðið', country: 'is' },
  { name: 'Akureyri', region: 'Norðurland', country: 'is' },
  { name: 'Húsavík', region: 'Norðurland', country: 'is' },
  { name: 'Selfoss', region: 'Suðurland', country: 'is' },
  { name: 'Vík', region: 'Suðurland', country: 'is' },
  { name: 'Ísafjörður', region: 'Vestfirðir', country: 'is' },
  { name: 'Egilsstaðir', region: 'Austurland', country: 'is' },
  { name: 'Oslo', region: 'Norge', country: 'no' },
  { name: 'København', region: 'Danmark', country: 'dk' },
  { name: 'Madrid', region: 'España', country: 'es' },
] as const;

export type DemoCityName = (typeof demoCities)[number]['name'];

export const demoAreas: ReadonlyArray<{ name: string; city: DemoCityName }> = [
  { name: 'Miðborg', city: 'Reykjavík' },
  { name: 'Vesturbær', city: 'Reykjavík' },
  { name: 'Hlíðar', city: 'Reykjavík' },
  { name: 'Laugardalur', city: 'Reykjavík' },
  { name: 'Grandi', city: 'Reykjavík' },
  { name: 'Miðbær Akureyrar', city: 'Akureyri' },
  // The concert hall: the nearby page can list only the restaurants in it.
  { name: 'Harpa', city: 'Reykjavík' },
];

/** Cuisines and occasions: named in Icelandic, with every language a diner may read them in. */
export const demoCategories = [
  {
    slug: 'icelandic',
    ...withTexts({
      name: texts(
        'Íslensk matargerð',
        'Icelandic cuisine',
        'Cocina islandesa',
        'Islandsk mat',
        'Islandsk køkken',
      ),
    }),
  },
  {
    slug: 'seafood',
    ...withTexts({
      name: texts('Sjávarréttir', 'Seafood', 'Pescados y mariscos', 'Sjømat', 'Fisk og skaldyr'),
    }),
  },
  {
    slug: 'steakhouse',
    ...withTexts({ name: texts('Steikhús', 'Steakhouse', 'Asador', 'Steakhouse', 'Steakhouse') }),
  },
  {
    slug: 'italian',
    ...withTexts({ name: texts('Ítalskt', 'Italian', 'Italiana', 'Italiensk', 'Italiensk') }),
  },
  {
    slug: 'asian',
    ...withTexts({ name: texts('Asískt', 'Asian', 'Asiática', 'Asiatisk', 'Asiatisk') }),
  },
  {
    slug: 'vegan',
    ...withTexts({ name: texts('Vegan', 'Vegan', 'Vegana', 'Vegansk', 'Vegansk') }),
  },
  {
    slug: 'brunch',
    ...withTexts({ name: texts('Bröns', 'Brunch', 'Brunch', 'Brunsj', 'Brunch') }),
  },
  {
    slug: 'fine-dining',
    ...withTexts({
      name: texts('Fínn matur', 'Fine dining', 'Alta cocina', 'Fine dining', 'Gourmet'),
    }),
  },
  { slug: 'pizza', ...withTexts({ name: same('Pizza') }) },
  { slug: 'cafe', ...withTexts({ name: texts('Kaffihús', 'Café', 'Cafetería', 'Kafé', 'Café') }) },
  { slug: 'tapas', ...withTexts({ name: same('Tapas') }) },
  {
    slug: 'nordic',
    ...withTexts({ name: texts('Norrænt', 'Nordic', 'Nórdica', 'Nordisk', 'Nordisk') }),
  },
] as const;

export type DemoCategorySlug = (typeof demoCategories)[number]['slug'];

export const demoOccasions = [
  {
    slug: 'romantic',
    ...withTexts({
      name: texts('Rómantískt', 'Romantic', 'Romántico', 'Romantisk', 'Romantisk'),
    }),
  },
  {
    slug: 'family',
    ...withTexts({ name: texts('Fjölskyldan', 'Family', 'En familia', 'Familie', 'Familie') }),
  },
  {
    slug: 'business',
    ...withTexts({
      name: texts(
        'Viðskiptamatur',
        'Business dining',
        'Comida de negocios',
        'Forretningsmiddag',
        'Forretningsmiddag',
      ),
    }),
  },
  {
    slug: 'groups',
    ...withTexts({ name: texts('Hópar', 'Groups', 'Grupos', 'Grupper', 'Grupper') }),
  },
  {
    slug: 'christmas',
    ...withTexts({ name: texts('Jól', 'Christmas', 'Navidad', 'Jul', 'Jul') }),
  },
  {
    slug: 'outdoor',
    ...withTexts({
      name: texts('Útisvæði', 'Outdoor seating', 'Terraza', 'Uteservering', 'Udendørs servering'),
    }),
  },
] as const;

export type DemoOccasionSlug = (typeof demoOccasions)[number]['slug'];
