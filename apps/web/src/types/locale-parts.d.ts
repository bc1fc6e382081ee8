// Half of one language's strings, made by apps/web/locale-parts.ts from src/locales/<lang>.json.
declare module 'virtual:locale/*' {
  import type { ResourceKey } from 'i18next';

  const strings: ResourceKey;
  export default strings;
}
