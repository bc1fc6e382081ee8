import type { DemoCityName } from './catalogue.ts';

type CountrySettings = {
  country: 'is' | 'es' | 'no' | 'dk';
  currency: 'ISK' | 'NOK' | 'DKK' | 'EUR';
  locale: string;
  timeZone: string;
  /** Minor units per major unit: demo prices are written in major units. */
  minorPerMajor: number;
  phonePrefix: string;
};

const iceland: CountrySettings = {
  country: 'is',
  currency: 'ISK',
  locale: 'is-IS',
  timeZone: 'Atlantic/Reykjavik',
  minorPerMajor: 1,
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
        phonePrefix: '+47',
      };
    case 'København':
      return {
        country: 'dk',
        currency: 'DKK',
        locale: 'da-DK',
        timeZone: 'Europe/Copenhagen',
        minorPerMajor: 100,
        phonePrefix: '+45',
      };
    case 'Madrid':
      return {
        country: 'es',
        currency: 'EUR',
        locale: 'es-ES',
        timeZone: 'Europe/Madrid',
        minorPerMajor: 100,
        phonePrefix: '+34',
      };
    default:
      return iceland;
  }
}
