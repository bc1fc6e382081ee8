// Half of one language's strings, made by apps/web/locale-parts.ts from src/locales/<lang>.json.
declare module 'virtual:locale/*' {
  interface Strings {
    [key: string]: string | Strings;
  }

  const strings: Strings;
  export default strings;
}
