const WILDCARD_HOSTS = new Set(['localhost', '0.0.0.0', '::', '']);

/**
 * The address a person on this machine would type: binding to every interface (0.0.0.0, ::) still
 * answers on localhost, and an IPv6 literal needs brackets in a URL.
 */
export function localBaseUrl(host: string, port: number): string {
  const shown = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
