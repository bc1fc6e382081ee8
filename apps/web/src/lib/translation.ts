import { cloneElement, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from './i18n';
import type { TranslationKey } from './i18n';

/**
 * `t` in the language in use, and the app's `i18n` (language, changeLanguage). The component
 * renders again when the language changes or more strings arrive: `i18n.t` is then a new function.
 */
export function useTranslation() {
  const snapshot = () => i18n.t;
  // The same on the server and while hydrating: the page's language (render-context.ts).
  const t = useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  return { t, i18n };
}

// `<name>text</name>`, not nested: the only markup the locale files use.
const TAG = /<(\w+)>(.*?)<\/\1>/;

interface TransProps {
  i18nKey: TranslationKey;
  /** The element each tag becomes, with the tag's text as its children. */
  components: Record<string, ReactElement>;
}

/** A string with links in it: `I accept the <terms>terms</terms>.` with `terms` a <Link>. */
export function Trans({ i18nKey, components }: TransProps): ReactNode {
  const { t } = useTranslation();
  // split() with the tag's two groups gives text, name, inner text, text, name, …
  const parts = t(i18nKey).split(TAG);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    nodes.push(parts[index]);
    const [name, text] = [parts[index + 1], parts[index + 2]];
    if (name === undefined) continue;
    const component = components[name];
    nodes.push(component ? cloneElement(component, { key: index }, text) : text);
  }
  return nodes;
}
