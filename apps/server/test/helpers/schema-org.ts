/**
 * A checker of JSON-LD against the schema.org types Dekka's pages claim: every object's `@type`
 * is one of them, every property is one schema.org defines for that type (its own or inherited),
 * the properties search engines need are there, and values have the kind schema.org expects
 * (URLs, ISO dates, numbers, HH:mm times). The property lists are schema.org's, for the types
 * and the parents they inherit from (Thing → Place → LocalBusiness → FoodEstablishment).
 */
const THING = [
  '@context',
  '@type',
  '@id',
  'name',
  'url',
  'description',
  'image',
  'sameAs',
  'potentialAction',
];
const PLACE = [
  ...THING,
  'address',
  'geo',
  'telephone',
  'openingHoursSpecification',
  'aggregateRating',
  'review',
  'photo',
];
const ORGANIZATION = [...THING, 'address', 'telephone', 'logo', 'aggregateRating', 'email'];
const LOCAL_BUSINESS = [
  ...new Set([...PLACE, ...ORGANIZATION]),
  'priceRange',
  'currenciesAccepted',
  'openingHours',
  'paymentAccepted',
];
const FOOD_ESTABLISHMENT = [...LOCAL_BUSINESS, 'servesCuisine', 'acceptsReservations', 'hasMenu'];

type TypeRule = { properties: string[]; required: string[] };

const TYPES: Record<string, TypeRule> = {
  Restaurant: { properties: FOOD_ESTABLISHMENT, required: ['name', 'address'] },
  PostalAddress: {
    properties: [
      ...THING,
      'streetAddress',
      'addressLocality',
      'addressRegion',
      'postalCode',
      'addressCountry',
    ],
    required: ['streetAddress', 'addressCountry'],
  },
  GeoCoordinates: {
    properties: [...THING, 'latitude', 'longitude'],
    required: ['latitude', 'longitude'],
  },
  OpeningHoursSpecification: {
    properties: [...THING, 'dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'],
    required: ['dayOfWeek', 'opens', 'closes'],
  },
  AggregateRating: {
    properties: [
      ...THING,
      'ratingValue',
      'ratingCount',
      'reviewCount',
      'bestRating',
      'worstRating',
      'itemReviewed',
    ],
    required: ['ratingValue', 'ratingCount'],
  },
  ReserveAction: {
    properties: [...THING, 'target', 'result', 'agent', 'object', 'scheduledTime'],
    required: ['target'],
  },
  EntryPoint: {
    properties: [
      ...THING,
      'urlTemplate',
      'inLanguage',
      'actionPlatform',
      'httpMethod',
      'contentType',
    ],
    required: ['urlTemplate'],
  },
  FoodEstablishmentReservation: {
    properties: [...THING, 'reservationFor', 'startTime', 'endTime', 'partySize'],
    required: [],
  },
  Event: {
    properties: [
      ...THING,
      'startDate',
      'endDate',
      'doorTime',
      'eventStatus',
      'eventAttendanceMode',
      'location',
      'organizer',
      'offers',
      'performer',
      'inLanguage',
    ],
    required: ['name', 'startDate', 'location'],
  },
  Offer: {
    properties: [...THING, 'price', 'priceCurrency', 'availability', 'validFrom', 'validThrough'],
    required: ['availability'],
  },
  Organization: { properties: ORGANIZATION, required: ['name'] },
};

const URL_PROPERTIES = new Set(['url', 'image', 'urlTemplate', '@id', 'sameAs']);
const ENUM_PROPERTIES = new Set([
  'dayOfWeek',
  'availability',
  'eventStatus',
  'eventAttendanceMode',
  'actionPlatform',
]);
const NUMBER_PROPERTIES = new Set([
  'latitude',
  'longitude',
  'ratingValue',
  'ratingCount',
  'bestRating',
  'worstRating',
]);
const DATE_PROPERTIES = new Set(['startDate', 'endDate']);
const TIME_PROPERTIES = new Set(['opens', 'closes']);

function problemsOfValue(property: string, value: unknown, at: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => problemsOfValue(property, item, `${at}[${i}]`));
  if (value !== null && typeof value === 'object')
    return problemsOf(value as Record<string, unknown>, at);
  const isUrl = (text: unknown) => typeof text === 'string' && URL.canParse(text);
  if (URL_PROPERTIES.has(property) && !isUrl(value)) return [`${at}: not a URL`];
  if (
    ENUM_PROPERTIES.has(property) &&
    !(isUrl(value) && String(value).startsWith('https://schema.org/'))
  ) {
    return [`${at}: not a schema.org enumeration member`];
  }
  if (NUMBER_PROPERTIES.has(property) && typeof value !== 'number') return [`${at}: not a number`];
  if (DATE_PROPERTIES.has(property) && Number.isNaN(Date.parse(String(value)))) {
    return [`${at}: not an ISO 8601 date`];
  }
  if (TIME_PROPERTIES.has(property) && !/^\d{2}:\d{2}(:\d{2})?$/.test(String(value))) {
    return [`${at}: not a time`];
  }
  return [];
}

function problemsOf(node: Record<string, unknown>, at: string): string[] {
  const type = node['@type'];
  const rule = typeof type === 'string' ? TYPES[type] : undefined;
  if (!rule) return [`${at}: unknown @type ${String(type)}`];
  return [
    ...rule.required
      .filter((property) => node[property] === undefined || node[property] === '')
      .map((property) => `${at} (${type}): ${property} is missing`),
    ...Object.entries(node).flatMap(([property, value]) =>
      rule.properties.includes(property)
        ? problemsOfValue(property, value, `${at}.${property}`)
        : [`${at} (${type}): ${property} is no property of ${type}`],
    ),
  ];
}

/** Everything wrong with a JSON-LD document; empty when it is what schema.org defines. */
export function schemaOrgProblems(document: Record<string, unknown>): string[] {
  if (document['@context'] !== 'https://schema.org') return ['@context is not https://schema.org'];
  return problemsOf(document, '$');
}
