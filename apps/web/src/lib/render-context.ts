import type { Language } from '@dekka/contracts/languages';
import type { SiteSettingsResponse } from '@dekka/contracts/settings';

/**
 * What a server-rendered page was drawn with, which the browser cannot find for itself on the
 * server and must not find differently while it hydrates (docs/decisions/079): the page's
 * language, the moment it was drawn (on the server's clock, which the browser tests shift) and
 * the site settings. The server's entry sets the source per request (entry-server.tsx); the
 * browser's entry sets it while hydrating and drops it after (main.tsx). Elsewhere there is none.
 */
export interface RenderContext {
  language: Language;
  /** Milliseconds since the epoch. */
  now: number;
  settings: SiteSettingsResponse;
}

let source: () => RenderContext | undefined = () => undefined;

export function setRenderContextSource(next: () => RenderContext | undefined): void {
  source = next;
}

export function renderContext(): RenderContext | undefined {
  return source();
}

/**
 * "Now" for what a page computes while it renders (the time a picker starts at): the drawing's
 * moment during server rendering and hydration, so both agree; the browser's clock otherwise.
 */
export function renderNow(): Date {
  const context = source();
  return context ? new Date(context.now) : new Date();
}

let serverWording = false;

/**
 * Dates and money are worded from the locale files, not the browser's Intl, for the rest of a
 * visit that began on a page the server drew: Node's ICU words them unlike browsers do, and a part
 * of the page hydrated late (inside Suspense) must still read as the server wrote it.
 */
export function keepServerWording(): void {
  serverWording = true;
}

/** On the server, and in a browser that hydrated a page the server drew (keepServerWording). */
export function wordsAsServer(): boolean {
  return serverWording || source() !== undefined;
}
