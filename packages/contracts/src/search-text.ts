/**
 * The longest search text a call takes, in characters: a name or a few words, never a paragraph.
 * A module of its own, without zod, so the web app's home page can cut text to it (docs/decisions/009).
 */
export const SEARCH_TEXT_MAX = 200;
