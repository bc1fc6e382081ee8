/**
 * Where the sign-in page sends the visitor back to: `?returnTo=` is part of a link anyone can
 * write, so only a path of this site counts. `//evil.example` and `/\evil.example` are addresses
 * of another site to a browser, and `https://…` is one outright: an open redirect either way.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return null;
  // Tabs and newlines are dropped by URL parsers ("/\t/evil.example" is "//evil.example").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    // The last word: whatever the browser would make of it must stay on this origin.
    const base = 'https://dekka.invalid';
    return new URL(value, base).origin === base ? value : null;
  } catch {
    return null;
  }
}

/** The sign-in page, coming back to `path` (a path and query of this site) afterwards. */
export function loginPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0];
  // Already there: keep its own way back. From the front page or /logout: home, the default.
  if (pathname === '/login') return path;
  if (pathname === '/' || pathname === '/logout') return '/login';
  return `/login?returnTo=${encodeURIComponent(path)}`;
}
