import 'i18next';
import type en from '../locales/en.json';

// English is the reference locale: keys missing from it are compile errors in `t(...)`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
