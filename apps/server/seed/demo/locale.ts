import type { DemoCityName } from './catalogue.ts';

export type CountrySettings = {
  country: 'is' | 'es' | 'no' | 'dk';
  currency: 'ISK' | 'NOK' | 'DKK' | 'EUR';
  locale: string;
  timeZone: string;
  /** Minor units per major unit. */
  minorPerMajor: number;
  /** Roughly what one major unit costs in krónur: see `fromKronur`. */
  kronurPerMajor: number;
  phonePrefix: string;
};

const iceland: CountrySettings = {
  country: 'is',
  currency: 'ISK',
  locale: 'is-IS',
  timeZone: 'Atlantic/Reykjavik',
  minorPerMajor: 1,
  kronurPerMajor: 1,
  phonePrefix: '+354',
};

export function countrySettings(city: DemoCityName): CountrySettings {
  switch (city) {
    case 'Oslo':
      return {
        country: 'no',
        currency: 'NOK',
        locale: 'nb-NO',
        timeZone: 'Europe/Oslo',
        minorPerMajor: 100,
        kronurPerMajor: 13,
        phonePrefix: '+47',
      };
    case 'København':
      return {
        country: 'dk',
        currency: 'DKK',
        locale: 'da-DK',
        timeZone: 'Europe/Copenhagen',
        minorPerMajor: 100,
        kronurPerMajor: 20,
        phonePrefix: '+45',
      };
    case 'Madrid':
      return {
        country: 'es',
        currency: 'EUR',
        locale: 'es-ES',
        timeZone: 'Europe/Madrid',
        minorPerMajor: 100,
        kronurPerMajor: 150,
        phonePrefix: '+34',
      };
    default:
      return iceland;
  }
}

/**
 * A price the demo writes in Icelandic krónur, in minor units of the restaurant's currency: the
 * same menu costs about as much in Oslo, København or Madrid, at a rough rate rounded to a whole
 * five of the local currency (8 900 kr. → DKK 445.00, not DKK 8,900.00). In Iceland it is the
 * price as written.
 */
export function fromKronur(kronur: number, settings: CountrySettings): number {
  if (settings.currency === 'ISK') return kronur;
  const major = Math.max(5, Math.round(kronur / settings.kronurPerMajor / 5) * 5);
  return major * settings.minorPerMajor;
}
