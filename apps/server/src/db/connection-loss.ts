function prop(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** node-postgres's messages for a connection that went away under a query. */
const CONNECTION_LOST =
  /^Connection terminated|^Client has encountered a connection error|^Connection ended/;

/**
 * A lost database connection, whether Drizzle wrapped the driver's error or not: SQLSTATE class
 * 08 (connection exception), 57P01-57P03 (the server is shutting down or terminated the
 * backend), or the driver's own "connection terminated".
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const code = prop(current, 'code');
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code))) return true;
    const message = prop(current, 'message');
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = prop(current, 'cause');
  }
  return false;
}
