/**
 * The JSON of a `<script type="application/json">` block our own server wrote into the page
 * (the site settings, a drawn page's data); undefined when the page has none or it is broken.
 */
export function readDataBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    // Written by our own server from the very type the caller names.
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
