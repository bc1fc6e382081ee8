import { addDays, utcToZoned, zonedToUtc } from '@dekka/time/local-time';
import { fromKronur, type CountrySettings } from './locale.ts';
import type { DemoRestaurantSpec } from './restaurants.ts';
import { texts, withTexts } from './texts.ts';
import type { RestaurantTree } from './tree.ts';

type DemoEvent = RestaurantTree['events'][number];
type Occurrence = DemoEvent['occurrences'][number];

/** How far ahead weekly events are generated, from the seeding day, so demo data stays fresh. */
export const EVENT_HORIZON_DAYS = 60;

function occurrence(
  date: string,
  from: string,
  to: string,
  timeZone: string,
  ticketCapacity: number,
): Occurrence | undefined {
  const start = zonedToUtc(date, from, timeZone);
  const end = zonedToUtc(date, to, timeZone);
  if (start === null || end === null) return undefined;
  return { startsAt: new Date(start), endsAt: new Date(end), ticketCapacity };
}

/** Local dates from `today` on for `days` days whose weekday is in `weekdays`. */
function datesOn(today: string, days: number, weekdays: number[]): string[] {
  const dates: string[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekdays.includes(weekday)) dates.push(date);
  }
  return dates;
}

/**
 * The Christmas season the demo shows: this year's, or next year's once this year's is over.
 * Buffets run Fridays and Saturdays from 20 November to 20 December.
 */
function christmasDates(today: string): string[] {
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-20' ? 1 : 0);
  return datesOn(`${year}-11-20`, 31, [5, 6]).filter((date) => date >= today);
}

/**
 * A restaurant's events, with their texts in every language. The Icelandic events' prices are
 * written in krónur and cost about as much wherever they run (`fromKronur`); each country's own
 * Christmas event is priced in its currency's major units. Christmas events abroad start later
 * in the evening than the Icelandic buffets, as dinners there do.
 */
export function buildEvents(
  spec: DemoRestaurantSpec,
  settings: CountrySettings,
  now: Date,
): DemoEvent[] {
  const { timeZone, minorPerMajor } = settings;
  const kronur = (price: number) => fromKronur(price, settings);
  const today = utcToZoned(now.getTime(), timeZone).date;
  const weekly = (weekdays: number[], from: string, to: string, capacity: number) =>
    datesOn(today, EVENT_HORIZON_DAYS, weekdays).flatMap(
      (date) => occurrence(date, from, to, timeZone, capacity) ?? [],
    );
  const christmas = (from: string, to: string, capacity: number) =>
    christmasDates(today).flatMap((date) => occurrence(date, from, to, timeZone, capacity) ?? []);
  const base = {
    description: '',
    imageUrl: '',
    isChristmas: false,
    pricePerGuest: null,
    statusLabel: null,
  };
  return (spec.events ?? []).map((kind): DemoEvent => {
    switch (kind) {
      case 'jazz':
        return {
          ...base,
          slug: 'djasskvold',
          ...withTexts({
            name: texts('Djasskvöld', 'Jazz night', 'Noche de jazz', 'Jazzkveld', 'Jazzaften'),
            shortDescription: texts(
              'Lifandi djass á fimmtudagskvöldum.',
              'Live jazz on Thursday evenings.',
              'Jazz en directo los jueves por la noche.',
              'Levende jazz på torsdagskveldene.',
              'Levende jazz torsdag aften.',
            ),
            description: texts(
              '<p>Tríó hússins leikur frá kl. 20.</p>',
              '<p>The house trio plays from 8 pm.</p>',
              '<p>El trío de la casa toca desde las 20:00.</p>',
              '<p>Husets trio spiller fra klokken 20.</p>',
              '<p>Husets trio spiller fra klokken 20.</p>',
            ),
          }),
          occurrences: weekly([4], '20:00', '22:30', 40),
        };
      case 'wine':
        return {
          ...base,
          slug: 'vinsmokkun',
          ...withTexts({
            name: texts('Vínsmökkun', 'Wine tasting', 'Cata de vinos', 'Vinsmaking', 'Vinsmagning'),
            shortDescription: texts(
              'Sex vín og smáréttir með vínþjóni hússins.',
              'Six wines and small plates with the house sommelier.',
              'Seis vinos y pequeños platos con el sumiller de la casa.',
              'Seks viner og småretter med husets sommelier.',
              'Seks vine og små retter med husets sommelier.',
            ),
          }),
          pricePerGuest: kronur(8_900),
          statusLabel: 1,
          occurrences: weekly([6], '16:00', '18:00', 16),
        };
      case 'quiz':
        return {
          ...base,
          slug: 'spurningakeppni',
          ...withTexts({
            name: texts(
              'Spurningakeppni',
              'Pub quiz',
              'Concurso de preguntas',
              'Pubquiz',
              'Pubquiz',
            ),
            shortDescription: texts(
              'Pöbbkviss á miðvikudögum, fimm í liði.',
              'A pub quiz on Wednesdays, teams of five.',
              'Concurso de preguntas los miércoles, en equipos de cinco.',
              'Pubquiz på onsdager, fem på hvert lag.',
              'Pubquiz om onsdagen, fem på hvert hold.',
            ),
          }),
          occurrences: weekly([3], '20:00', '22:00', 60),
        };
      case 'christmas-buffet':
        return {
          ...base,
          slug: 'jolahladbord',
          ...withTexts({
            name: texts(
              'Jólahlaðborð',
              'Christmas buffet',
              'Bufé de Navidad',
              'Islandsk julebord',
              'Islandsk julebuffet',
            ),
            shortDescription: texts(
              'Hefðbundið íslenskt jólahlaðborð með öllu tilheyrandi.',
              'A traditional Icelandic Christmas buffet with all the trimmings.',
              'Un bufé navideño islandés tradicional, con todo lo que lo acompaña.',
              'Tradisjonelt islandsk julebord med alt som hører til.',
              'Traditionel islandsk julebuffet med alt, hvad dertil hører.',
            ),
            description: texts(
              '<p>Hangikjöt, síld, purusteik, laufabrauð og ris à l’amande.</p>',
              '<p>Smoked lamb, herring, crackling pork roast, leaf bread and ris à l’amande.</p>',
              '<p>Cordero ahumado, arenque, cerdo asado con corteza, pan de hoja y ris à l’amande.</p>',
              '<p>Røkt lammekjøtt, sild, ribbe, islandsk lauvbrød og riskrem.</p>',
              '<p>Røget lammekød, sild, flæskesteg, islandsk bladbrød og risalamande.</p>',
            ),
          }),
          isChristmas: true,
          pricePerGuest: kronur(14_900),
          occurrences: christmas('18:30', '22:30', 80),
        };
      case 'julebord':
        return {
          ...base,
          slug: 'julebord',
          ...withTexts({
            name: texts(
              'Norskt jólahlaðborð',
              'Norwegian Christmas table',
              'Mesa de Navidad noruega',
              'Julebord',
              'Norsk julebord',
            ),
            shortDescription: texts(
              'Pinnekjøtt, rifjasteik, lútfiskur og hrísgrjónabúðingur, að norskum sið.',
              'Pinnekjøtt, pork ribs, lutefisk and rice cream, the Norwegian way.',
              'Pinnekjøtt, costillas de cerdo, lutefisk y crema de arroz, a la noruega.',
              'Pinnekjøtt, ribbe, lutefisk og riskrem, slik det skal være.',
              'Pinnekjøtt, ribbensteg, lutefisk og riskrem på norsk vis.',
            ),
          }),
          isChristmas: true,
          pricePerGuest: 895 * minorPerMajor,
          occurrences: christmas('20:00', '23:00', 60),
        };
      case 'julefrokost':
        return {
          ...base,
          slug: 'julefrokost',
          ...withTexts({
            name: texts(
              'Danskt jólaborð',
              'Danish Christmas feast',
              'Comida de Navidad danesa',
              'Dansk julefrokost',
              'Julefrokost',
            ),
            shortDescription: texts(
              'Síld, lifrarkæfa, steikt önd og risalamande með kirsuberjasósu.',
              'Herring, liver pâté, roast duck and risalamande with cherry sauce.',
              'Arenque, paté de hígado, pato asado y risalamande con salsa de cerezas.',
              'Sild, leverpostei, andestek og risalamande med kirsebærsaus.',
              'Sild, leverpostej, andesteg og risalamande med kirsebærsovs.',
            ),
          }),
          isChristmas: true,
          pricePerGuest: 495 * minorPerMajor,
          occurrences: christmas('20:00', '23:00', 50),
        };
      case 'navidad':
        return {
          ...base,
          slug: 'cena-de-navidad',
          ...withTexts({
            name: texts(
              'Spænskur jólakvöldverður',
              'Spanish Christmas dinner',
              'Cena de Navidad',
              'Spansk julemiddag',
              'Spansk julemiddag',
            ),
            shortDescription: texts(
              'Rækjur, steikt lambalæri og turrón, eins og á aðfangadagskvöld í Madríd.',
              'Prawns, roast lamb and turrón, as on Christmas Eve in Madrid.',
              'Gambas, cordero asado y turrón, como en Nochebuena en Madrid.',
              'Reker, lammestek og turrón, som på julaften i Madrid.',
              'Rejer, lammesteg og turrón, som juleaften i Madrid.',
            ),
          }),
          isChristmas: true,
          pricePerGuest: 65 * minorPerMajor,
          occurrences: christmas('21:00', '23:30', 40),
        };
      case 'konukvold':
        return {
          ...base,
          slug: 'konukvold',
          ...withTexts({
            name: texts('Konukvöld', 'Ladies’ night', 'Noche de chicas', 'Damekveld', 'Pigeaften'),
            shortDescription: texts(
              'Freyðivín, smáréttir og plötusnúður á föstudagskvöldum.',
              'Sparkling wine, small plates and a DJ on Friday evenings.',
              'Cava, platos pequeños y DJ los viernes por la noche.',
              'Musserende vin, småretter og DJ på fredagskveldene.',
              'Mousserende vin, små retter og DJ fredag aften.',
            ),
          }),
          pricePerGuest: kronur(6_900),
          occurrences: weekly([5], '19:00', '23:00', 40),
        };
    }
  });
}
