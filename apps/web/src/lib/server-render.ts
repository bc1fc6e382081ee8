import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@dekka/contracts/languages';
import { readDataBlock } from './data-block';

/** The id of the data block a server-rendered page carries (entry-server.tsx). */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

/** What the browser hydrates a server-rendered page with (docs/decisions/079). */
export interface ServerRender {
  language: Language;
  /** The moment the server drew the page, on its clock: the first render uses it too. */
  now: number;
  /** The query cache as the server rendered with it. */
  queries: DehydratedState;
  /** The router's loader data (React Router's hydration data). */
  loaderData: Record<string, unknown>;
}

/** The server's drawing of this page, when it sent one; undefined for a page the browser draws. */
export function serverRender(): ServerRender | undefined {
  return readDataBlock<ServerRender>(SERVER_RENDER_ELEMENT_ID);
}
