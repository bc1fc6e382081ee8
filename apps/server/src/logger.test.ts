import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('redacts bearer tokens and cookies should a request be logged with its headers', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer top-secret', cookie: 'sid=top-secret', host: 'x' },
        },
      },
      'probe',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('top-secret');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', host: 'x' } },
    });
  });
});
