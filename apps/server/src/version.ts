import packageJson from '../package.json' with { type: 'json' };

/** The server's version, reported by /api/health and the OpenAPI document. */
export const version: string = packageJson.version;
