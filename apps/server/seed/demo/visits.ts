import { addDays, utcToZoned, zonedToUtc } from '@dekka/time/local-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { bookings, restaurants, surveys } from '../../src/db/schema.ts';
import type { Language } from '../../src/languages.ts';
import { visitMonth } from '../../src/modules/surveys/survey-rules.ts';

const HOUR_MS = 3_600_000;

/** One past visit of a demo diner and, unless `answer` is null, the survey they answered. */
type DemoVisit = {
  /** The visit's day: this many days before the seed's day, in the restaurant's zone. */
  daysAgo: number;
  firstName: string;
  lastName: string;
  language: Language;
  guests: number;
  answer: {
    /** Food, service, ambience, value. */
    ratings: [number, number, number, number];
    comment: string | null;
    publish: boolean;
    /** The restaurant's public reply. */
    reply?: string;
  } | null;
};

/**
 * The diners whose survey invitation the demo leaves unanswered: their visit was yesterday, so
 * the invitation goes out (as an .eml file without SMTP) as soon as the server starts. The
 * browser tests answer them.
 */
const DEMO_SURVEY_INVITEES = {
  is: 'survey.is@demo.dekka.is',
  en: 'survey.en@demo.dekka.is',
} as const;

const answered = (
  daysAgo: number,
  firstName: string,
  lastName: string,
  language: Language,
  answer: NonNullable<DemoVisit['answer']>,
): DemoVisit => ({ daysAgo, firstName, lastName, language, guests: 2 + (daysAgo % 3), answer });

/** Yesterday's visit whose invitation is still unanswered. */
const unanswered = (firstName: string, lastName: string, language: Language): DemoVisit => ({
  daysAgo: 1,
  firstName,
  lastName,
  language,
  guests: 2,
  answer: null,
});

/** Past visits by restaurant slug: a few demo restaurants have published ratings to show. */
const DEMO_VISITS: Record<string, DemoVisit[]> = {
  hafnarljos: [
    answered(4, 'Guðrún', 'Jónsdóttir', 'is', {
      ratings: [5, 5, 4, 4],
      comment: 'Besti fiskur sem ég hef fengið lengi. Þjónustan var hlý og fagleg.',
      publish: true,
      reply: 'Takk kærlega, Guðrún! Við hlökkum til að sjá þig aftur.',
    }),
    answered(9, 'Emily', 'Carter', 'en', {
      ratings: [5, 4, 5, 4],
      comment:
        'Lovely harbour view and the catch of the day was perfect. A bit loud on a Saturday.',
      publish: true,
    }),
    answered(16, 'Jón', 'Sigurðsson', 'is', {
      ratings: [4, 4, 4, 3],
      comment: 'Góður matur en frekar dýrt.',
      publish: true,
    }),
    answered(23, 'Markus', 'Weber', 'en', { ratings: [4, 5, 4, 4], comment: null, publish: true }),
    answered(30, 'Anna', 'Pálsdóttir', 'is', {
      ratings: [3, 4, 3, 3],
      comment: 'Fiskurinn var aðeins ofeldaður í þetta sinn.',
      publish: false,
    }),
  ],
  'grillhusid-vid-tjornina': [
    answered(3, 'Helga', 'Björnsdóttir', 'is', {
      ratings: [4, 5, 4, 4],
      comment: 'Steikin var fullkomin og útsýnið yfir Tjörnina frábært.',
      publish: true,
      reply: 'Takk fyrir komuna, Helga!',
    }),
    answered(12, 'Tom', 'Baker', 'en', {
      ratings: [4, 3, 4, 4],
      comment: 'Great burgers, but the service was slow on a busy night.',
      publish: true,
      reply: 'Thank you, Tom. We now have one more waiter on Friday evenings.',
    }),
    answered(20, 'Sara', 'Lind', 'en', {
      ratings: [5, 4, 4, 5],
      comment: 'Good value lunch.',
      publish: true,
    }),
    answered(40, 'Ólafur', 'Ragnarsson', 'is', {
      ratings: [2, 3, 3, 2],
      comment: 'Maturinn kom kaldur á borðið.',
      publish: false,
    }),
  ],
  'kol-og-salt': [
    answered(6, 'Kristín', 'Magnúsdóttir', 'is', {
      ratings: [5, 5, 5, 4],
      comment: 'Frábært kvöld, ég mæli með smakkseðlinum.',
      publish: true,
    }),
    answered(14, 'David', 'Moore', 'en', {
      ratings: [4, 4, 5, 4],
      comment: 'Cosy place, excellent lamb.',
      publish: true,
    }),
    answered(27, 'Ingibjörg', 'Haraldsdóttir', 'is', {
      ratings: [4, 4, 4, 4],
      comment: null,
      publish: true,
    }),
    unanswered('Sigrún', 'Einarsdóttir', 'is'),
  ],
  'trattoria-solveig': [
    answered(5, 'Marco', 'Rossi', 'en', {
      ratings: [5, 4, 4, 5],
      comment: 'Proper pasta and generous portions.',
      publish: true,
      reply: 'Grazie, Marco! See you again soon.',
    }),
    answered(18, 'Þóra', 'Gunnarsdóttir', 'is', {
      ratings: [4, 4, 4, 4],
      comment: 'Notalegur staður og góð pizza.',
      publish: true,
    }),
    unanswered('Alex', 'Morgan', 'en'),
  ],
  'fjordkjokken-oslo': [
    answered(7, 'Ingrid', 'Hansen', 'nb', {
      ratings: [5, 5, 4, 4],
      comment: 'Nydelig fisk og hyggelig betjening.',
      publish: true,
      reply: 'Tusen takk, Ingrid!',
    }),
    answered(21, 'Ola', 'Nordmann', 'nb', {
      ratings: [4, 4, 4, 3],
      comment: 'God mat, litt dyrt.',
      publish: true,
    }),
  ],
  'hyggestuen-kobenhavn': [
    answered(8, 'Mette', 'Jensen', 'da', {
      ratings: [5, 4, 5, 4],
      comment: 'Hyggeligt sted med fremragende smørrebrød.',
      publish: true,
    }),
    answered(19, 'Jens', 'Nielsen', 'da', { ratings: [4, 4, 4, 4], comment: null, publish: true }),
  ],
  'taberna-lucia-madrid': [
    answered(10, 'Lucía', 'García', 'es', {
      ratings: [5, 5, 4, 5],
      comment: 'Las mejores croquetas del barrio. Volveremos.',
      publish: true,
      reply: '¡Muchas gracias, Lucía!',
    }),
    answered(25, 'Pablo', 'Martín', 'es', {
      ratings: [4, 3, 4, 4],
      comment: 'Buena comida, servicio algo lento.',
      publish: true,
    }),
  ],
};

function emailOf(slug: string, index: number, visit: DemoVisit): string {
  if (visit.answer === null) return DEMO_SURVEY_INVITEES[visit.language === 'is' ? 'is' : 'en'];
  return `visit.${slug}.${index + 1}@demo.dekka.is`;
}

/**
 * Gives a few demo restaurants past visits (finished bookings from 19:00 to 21:00 in their own
 * zone) and the surveys their diners answered, so the restaurant page and the search show
 * ratings; two visits of yesterday are left unanswered for their invitations to go out. Runs
 * once: a database that has the visits already (found by an invitee's address) is left alone,
 * and so is one without the demo restaurants. Deterministic but for the guids.
 */
export async function seedDemoVisits(db: AppDatabase, now: Date): Promise<void> {
  const demo = await db
    .select({ id: restaurants.id, slug: restaurants.slug, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(inArray(restaurants.slug, Object.keys(DEMO_VISITS)));
  if (demo.length === 0) return;
  const [seeded] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.restaurantId,
          demo.map((restaurant) => restaurant.id),
        ),
        eq(sql`lower(${bookings.email})`, DEMO_SURVEY_INVITEES.is),
      ),
    )
    .limit(1);
  if (seeded) return;

  for (const restaurant of demo) {
    const today = utcToZoned(now.getTime(), restaurant.timeZone).date;
    for (const [index, visit] of (DEMO_VISITS[restaurant.slug] ?? []).entries()) {
      const day = addDays(today, -visit.daysAgo);
      const start = zonedToUtc(day, '19:00', restaurant.timeZone);
      const end = zonedToUtc(day, '21:00', restaurant.timeZone);
      if (start === null || end === null) continue;
      const startAt = new Date(start);
      const endAt = new Date(end);
      const [booking] = await db
        .insert(bookings)
        .values({
          restaurantId: restaurant.id,
          startAt,
          endAt,
          guests: visit.guests,
          status: 'confirmed',
          seating: 'finished',
          source: 2,
          firstName: visit.firstName,
          lastName: visit.lastName,
          email: emailOf(restaurant.slug, index, visit),
          language: visit.language,
          createdAt: new Date(start - 5 * 24 * HOUR_MS),
          updatedAt: endAt,
        })
        .returning({ id: bookings.id });
      if (!booking || visit.answer === null) continue;
      const { ratings, comment, publish, reply } = visit.answer;
      // Answered the morning after the visit; replied to a day later.
      const answeredAt = new Date(end + 13 * HOUR_MS);
      await db.insert(surveys).values({
        bookingId: booking.id,
        restaurantId: restaurant.id,
        food: ratings[0],
        service: ratings[1],
        ambience: ratings[2],
        value: ratings[3],
        comment,
        publish,
        firstName: publish ? visit.firstName : null,
        visitMonth: visitMonth(startAt, restaurant.timeZone),
        createdAt: answeredAt,
        reply: reply ?? null,
        repliedAt: reply ? new Date(answeredAt.getTime() + 24 * HOUR_MS) : null,
      });
    }
  }
}
